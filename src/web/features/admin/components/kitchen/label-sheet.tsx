// The day's box labels, one per meal cooked: dish, date, calories, protein, carbs, fat, ingredients, "Contains:",
// the keeping line and the business. Printed on 2" x 4" labels, ten to a US Letter sheet in two columns of five
// (Avery 5163: 0.5" top and bottom margins, 5/32" side margins, 3/16" between the columns).
import type { CSSProperties } from 'react';
import type { LabelsResponse } from '../../../../../contracts/admin';
import { formatWeekdayDate } from '../../../../../domain/dates';

export const LABELS_PER_SHEET = 10;

type Label = LabelsResponse['labels'][number];

/** Each meal's label as many times as boxes get it, in sheets of ten. */
export function sheetsOf(labels: readonly Label[]): Label[][] {
  const all = labels.flatMap((label) => Array.from({ length: label.count }, () => label));
  const sheets: Label[][] = [];
  for (let i = 0; i < all.length; i += LABELS_PER_SHEET) sheets.push(all.slice(i, i + LABELS_PER_SHEET));
  return sheets;
}

// Print geometry: the page's margins are the label stock's, so a sheet's grid lands on the labels.
const PRINT_CSS = `
@page { size: 8.5in 11in; margin: 0.5in 0.15625in; }
@media print {
  html, body { background: #fff !important; }
  .tf-label-sheet { width: 8.1875in; height: 10in; display: grid !important; grid-template-columns: 4in 4in !important;
    grid-template-rows: repeat(5, 2in) !important; column-gap: 0.1875in !important; row-gap: 0 !important; padding: 0 !important; margin: 0 !important;
    border: 0 !important; box-shadow: none !important; break-after: page; }
  .tf-label-sheet:last-child { break-after: auto; }
  .tf-label { width: 4in; height: 2in; border: 0 !important; border-radius: 0 !important; }
}
`;

const labelStyle: CSSProperties = { width: '4in', maxWidth: '100%', minHeight: '2in' };

export function LabelSheets({ data }: { data: LabelsResponse }) {
  const sheets = sheetsOf(data.labels);
  const date = formatWeekdayDate(data.date);
  return (
    <>
      <style>{PRINT_CSS}</style>
      <div className="grid gap-6 print:block" aria-label="Label sheets" role="list">
        {sheets.map((sheet, s) => (
          <section
            key={s}
            role="listitem"
            aria-label={`Sheet ${s + 1} of ${sheets.length}`}
            className="tf-label-sheet grid grid-cols-[minmax(0,1fr)] justify-center gap-3 rounded-2xl border border-forest-900/10 bg-white p-3 shadow-sm lg:grid-cols-[repeat(2,4in)] print:gap-0"
          >
            {sheet.map((label, i) => (
              <article
                key={i}
                aria-label={label.meal}
                style={labelStyle}
                className="tf-label flex flex-col overflow-hidden rounded-md border border-dashed border-forest-900/25 px-[0.14in] py-[0.1in] text-[7.5pt] leading-tight text-black"
              >
                <div className="flex items-baseline justify-between gap-2">
                  <h3 className="truncate text-[10pt] font-bold">{label.meal}</h3>
                  <span className="shrink-0 text-[7.5pt]">{date}</span>
                </div>
                <p className="mt-[0.04in] font-semibold tabular-nums">
                  {label.calories} kcal · {label.protein} g protein · {label.carbs} g carbs · {label.fat} g
                  fat
                </p>
                <p className="mt-[0.04in] text-[6.5pt] leading-[1.2]">
                  <span className="font-semibold">Ingredients: </span>
                  {label.ingredients}
                </p>
                {label.contains ? <p className="mt-[0.03in] font-bold">{label.contains}</p> : null}
                <p className="mt-auto">Keep refrigerated; eat within {data.keepDays} days.</p>
                <p className="truncate text-[6.5pt]">
                  {data.business.name} · {data.business.address}
                </p>
              </article>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
