// The drawn picture of each day's meal (no photography): a thali, bowl, plate or handi seen from above.
import type { JSX } from 'react';
import type { MealImage } from '../../../../contracts/menu';
import { polar } from '../../../lib/drawing';
import { CucumberSlice, Katori, Leaf, LemonWedge, OnionRing, RiceMound, Steam } from './food-parts';
import { ChickenChunks, PaneerCubes, SalmonFillet, Shrimp, TandooriPieces } from './proteins';

function SteelPlate() {
  return (
    <>
      <circle cx="164" cy="168" r="150" fill="url(#tf-shadow)" />
      <circle cx="160" cy="160" r="148" fill="url(#tf-steel)" />
      <circle cx="160" cy="160" r="130" fill="url(#tf-steel-inner)" />
      <circle cx="160" cy="160" r="139" fill="none" stroke="#ffffff" strokeOpacity="0.6" strokeWidth="1.5" />
    </>
  );
}

function CeramicPlate({ rim }: { rim: string }) {
  return (
    <>
      <circle cx="164" cy="168" r="150" fill="url(#tf-shadow)" />
      <circle cx="160" cy="160" r="148" fill={rim} />
      <circle cx="160" cy="160" r="136" fill="url(#tf-ceramic)" />
    </>
  );
}

function TandooriThali() {
  return (
    <>
      <SteelPlate />
      <RiceMound cx={108} cy={196} r={56} style="jeera" seed={3} />
      <Katori cx={224} cy={106} r={40} curry="#e9a826" dots="#b42318" />
      <Katori cx={232} cy={206} r={34} curry="#f7f3e8" dots="#4d8f3f" herbs={false} />
      <TandooriPieces x={104} y={86} />
      <OnionRing x={160} y={132} rot={20} />
      <OnionRing x={168} y={122} rot={-30} />
      <LemonWedge x={176} y={166} rot={40} />
      <CucumberSlice x={160} y={256} />
      <CucumberSlice x={180} y={246} r={8} />
      <Leaf x={140} y={70} rot={30} />
      <Leaf x={72} y={150} rot={-40} size={0.9} />
    </>
  );
}

function PaneerBowl() {
  return (
    <>
      <CeramicPlate rim="#14523d" />
      <RiceMound cx={108} cy={168} r={60} style="brown" seed={7} />
      <PaneerCubes x={200} y={104} />
      <g>
        {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((i) => {
          const bean = polar(214, 212, i * 2.4, 7 * Math.sqrt(i + 0.5));
          return (
            <circle key={i} cx={bean.x} cy={bean.y} r="6.5" fill={i % 3 === 0 ? '#6b3a1c' : '#85502a'} />
          );
        })}
      </g>
      {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
        <rect
          key={i}
          x={132 + (i % 4) * 13 + ((i * 7) % 5) - 2}
          y={234 + Math.floor(i / 4) * 14 + ((i * 3) % 5) - 2}
          width="10"
          height="10"
          rx="2"
          fill={['#4d8f3f', '#d9412b', '#c05a8a', '#e9c430'][i % 4]}
          transform={`rotate(${i * 23} ${137 + (i % 4) * 13} ${241 + Math.floor(i / 4) * 14})`}
        />
      ))}
      <Leaf x={196} y={84} rot={-10} />
      <Leaf x={226} y={126} rot={120} size={0.9} />
      <LemonWedge x={90} y={248} rot={-30} />
    </>
  );
}

function SalmonPlate() {
  return (
    <>
      <CeramicPlate rim="#f5b841" />
      <RiceMound cx={112} cy={196} r={56} style="lemon" seed={11} />
      <SalmonFillet x={196} y={122} />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect
          key={i}
          x={186 + i * 9}
          y={196}
          width="6"
          height="52"
          rx="3"
          fill={i % 2 ? '#2f7a3e' : '#4d8f3f'}
          transform={`rotate(${-24 + i * 4} ${189 + i * 9} 222)`}
        />
      ))}
      <Katori cx={104} cy={100} r={28} curry="#6a9e3f" swirl="#f7f3e8" herbs={false} />
      <LemonWedge x={246} y={176} rot={-70} />
      <Leaf x={206} y={100} rot={10} />
    </>
  );
}

function ButterChickenThali() {
  return (
    <>
      <SteelPlate />
      <RiceMound cx={106} cy={192} r={58} style="jeera" seed={5} />
      <Katori cx={210} cy={110} r={48} curry="#d9622b" swirl="#fdf0d5" herbs={false} />
      <ChickenChunks x={204} y={108} color="#e8945a" />
      <Leaf x={214} y={92} rot={-30} />
      <Katori cx={236} cy={214} r={34} curry="#85502a" dots="#f5b841" />
      <Katori cx={108} cy={92} r={28} curry="#f7f3e8" dots="#4d8f3f" herbs={false} />
      <CucumberSlice x={168} y={262} />
      <CucumberSlice x={150} y={250} r={8} />
      <OnionRing x={178} y={200} rot={15} />
    </>
  );
}

function PulaoHandi() {
  return (
    <>
      <circle cx="164" cy="168" r="150" fill="url(#tf-shadow)" />
      <circle cx="160" cy="160" r="148" fill="url(#tf-copper)" />
      <circle cx="160" cy="160" r="134" fill="#5a2a0e" />
      <RiceMound cx={160} cy={160} r={128} style="pulao" seed={13} />
      <Shrimp x={120} y={110} rot={20} />
      <Shrimp x={204} y={190} rot={-60} />
      <Shrimp x={150} y={214} rot={130} />
      <ChickenChunks x={206} y={112} color="#d98f4e" />
      <ChickenChunks x={100} y={190} color="#d98f4e" />
      {[0, 1, 2, 3, 4, 5, 6].map((i) => (
        <path
          key={i}
          d={`M${130 + i * 10} ${150 + (i % 3) * 8}c4-6 8-6 12 0`}
          stroke="#7a3b12"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
      ))}
      <Leaf x={170} y={120} rot={-20} />
      <Leaf x={182} y={160} rot={60} color="#3f8f4a" />
      <Leaf x={112} y={150} rot={200} />
      <Leaf x={236} y={150} rot={100} size={0.9} />
    </>
  );
}

const DRAWINGS: Record<MealImage, () => JSX.Element> = {
  'tandoori-thali': TandooriThali,
  'paneer-bowl': PaneerBowl,
  'salmon-plate': SalmonPlate,
  'butter-chicken-thali': ButterChickenThali,
  'pulao-handi': PulaoHandi,
};

/** One meal's drawing alone, for a picture drawn once into a file (art/meal-picture.tsx). */
export function MealDrawing({ image }: { image: MealImage }) {
  const Drawing = DRAWINGS[image];
  return <Drawing />;
}

export function MealIllustration({
  image,
  steam = true,
  className,
}: {
  image: MealImage;
  steam?: boolean;
  className?: string;
}) {
  const Drawing = DRAWINGS[image];
  return (
    <svg aria-hidden="true" focusable="false" viewBox="-12 -12 344 344" className={className}>
      <Drawing />
      {steam ? <Steam x={160} y={96} scale={0.8} /> : null}
    </svg>
  );
}
