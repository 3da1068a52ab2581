// A meal typed as a sentence ("2 roti, a katori of dal and a cup of rice"): read by the server into foods with their
// portions; the subscriber sees each, fixes the amount or drops it, sees what was not found, and logs all in one tap.
// An item the server was unsure of (a typo forgiven, words found only inside a longer name) asks "Did you mean ...?"
// with the next two foods one tap away, and nothing is logged until each such item is answered.
import { useState, type FormEvent } from 'react';
import { FOOD_LIMITS, type ParsedAlternative, type ParsedItem } from '../../../../contracts/foods';
import { MEAL_LABELS, type Meal } from '../../../../contracts/nutrition';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { cn } from '../../../lib/cn';
import { useLogBatch } from '../api/log-batch';
import { useParseMeal } from '../api/parse-meal';
import { gramsOf, gramsText, nutrientsOf, SOURCE_LABELS, type Amount } from '../lib/foods';
import { formatInt, formatOne } from '../lib/labels';
import { errorToast } from '../lib/mutation-toast';
import { Card, CardTitle, Pill } from './card';
import { PortionPicker } from './portion-picker';

const EXAMPLES = [
  '2 roti, a katori of dal and a cup of rice',
  '3 eggs and a slice of toast',
  'chai with 2 biscuits',
];

interface Row {
  key: number;
  item: ParsedItem;
  amount: Amount;
  /** Still to be answered: "Did you mean ...?" */
  asking: boolean;
}

/** The choices of an unsure item: the food read, then the next two. */
function DidYouMean({ row, onChoose }: { row: Row; onChoose: (choice: ParsedAlternative) => void }) {
  const { item } = row;
  const choices: ParsedAlternative[] = [item, ...(item.alternatives ?? [])];
  const id = `did-you-mean-${row.key}`;
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="mt-2 rounded-xl border border-saffron-700/30 bg-saffron-100/60 px-3 py-2.5"
    >
      <p id={id} className="text-sm font-semibold text-forest-950">
        Did you mean {item.food.name}?
      </p>
      <p className="mt-0.5 text-xs text-ink/70">
        {item.match === 'typo' ? 'We read a typo in' : 'We were not sure of'} “{item.text}”. Tap what you ate;
        nothing is logged until you do.
      </p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {choices.map((choice, i) => (
          <li key={choice.food.code}>
            <button
              type="button"
              onClick={() => onChoose(choice)}
              className={cn(
                'min-h-9 rounded-full border px-3 py-1.5 text-left text-xs font-medium',
                i === 0
                  ? 'border-forest-700 bg-forest-700 text-white hover:bg-forest-800'
                  : 'border-forest-900/20 bg-white text-forest-900 hover:border-forest-900/40',
              )}
            >
              {i === 0 ? `Yes, ${choice.food.name}` : choice.food.name}
              <span className={cn('ml-1.5', i === 0 ? 'text-white/80' : 'text-ink/55')}>
                {formatInt(choice.calories)} kcal
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ParsedRow({
  row,
  onChange,
  onRemove,
  onChoose,
}: {
  row: Row;
  onChange: (a: Amount) => void;
  onRemove: () => void;
  onChoose: (choice: ParsedAlternative) => void;
}) {
  const { food } = row.item;
  const grams = gramsOf(food, row.amount);
  const n = nutrientsOf(food, grams);
  return (
    <li className="py-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-forest-950">
            <span className="min-w-0 break-words">{food.name}</span>
            <Pill tone={food.source === 'own' ? 'saffron' : 'forest'}>{SOURCE_LABELS[food.source]}</Pill>
          </p>
          <p className="mt-0.5 text-xs text-ink/60">
            “{row.item.text}”{row.item.note ? ` · ${row.item.note}` : ''}
          </p>
        </div>
        <div className="shrink-0 text-right">
          <p className="font-display text-lg leading-tight font-semibold text-forest-950">
            {formatInt(n.calories)}
          </p>
          <p className="text-[11px] font-medium tracking-wide text-ink/60 uppercase">kcal</p>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <PortionPicker food={food} value={row.amount} onChange={onChange} compact />
        <span className="flex items-center gap-2 text-xs text-ink/70">
          {gramsText(grams)} · P {formatOne(n.protein)} g
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${food.name}`}
            className="rounded-full px-2 py-1 text-sm font-semibold text-chili hover:bg-red-50"
          >
            Remove
          </button>
        </span>
      </div>
      {row.asking ? <DidYouMean row={row} onChoose={onChoose} /> : null}
    </li>
  );
}

export function MealSentence({
  date,
  meal,
  onSearch,
}: {
  date: string;
  meal: Meal;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState('');
  const [rows, setRows] = useState<Row[] | null>(null);
  const [unmatched, setUnmatched] = useState<string[]>([]);
  const parse = useParseMeal();
  const log = useLogBatch(date);

  function read(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    parse.mutate(text, {
      onSuccess: (answer) => {
        setRows(
          answer.items.map((item, key) => ({
            key,
            item,
            amount: { portion: item.portion, quantity: item.quantity },
            asking: item.unsure,
          })),
        );
        setUnmatched(answer.unmatched);
      },
      onError: errorToast,
    });
  }

  const kept = rows ?? [];
  const asking = kept.filter((r) => r.asking).length;
  const total = kept.reduce(
    (sum, r) => sum + nutrientsOf(r.item.food, gramsOf(r.item.food, r.amount)).calories,
    0,
  );

  function logAll() {
    log.mutate(
      {
        meal,
        items: kept.map(({ item, amount }) =>
          amount.portion === null
            ? { foodCode: item.food.code, grams: amount.quantity }
            : { foodCode: item.food.code, portion: amount.portion, quantity: amount.quantity },
        ),
      },
      {
        onSuccess: () => {
          toast({
            title: 'Nutrition Logged!',
            description: `${kept.length} ${kept.length === 1 ? 'item' : 'items'}, ${formatInt(total)} kcal, added to ${MEAL_LABELS[meal].toLowerCase()}.`,
            variant: 'success',
          });
          setRows(null);
          setUnmatched([]);
          setText('');
        },
        onError: errorToast,
      },
    );
  }

  return (
    <Card labelledBy="meal-sentence" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-16 h-48 w-48 rounded-full bg-saffron-400/15 blur-2xl"
      />
      <CardTitle id="meal-sentence" eyebrow="Fastest way to log">
        Describe your meal
      </CardTitle>
      <form onSubmit={read} className="relative mt-4">
        <label htmlFor="meal-text" className="sr-only">
          What did you eat?
        </label>
        <textarea
          id="meal-text"
          rows={2}
          maxLength={FOOD_LIMITS.parseText}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
          placeholder="2 roti, a katori of dal and a cup of rice"
          className="block w-full resize-none rounded-2xl border border-forest-900/20 bg-cream/60 px-4 py-3.5 text-base text-ink shadow-inner placeholder:text-ink/45 focus:border-forest-700 focus:bg-white focus:ring-2 focus:ring-forest-700/20 focus:outline-none"
        />
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap gap-1.5">
            {rows === null
              ? EXAMPLES.map((example) => (
                  <button
                    key={example}
                    type="button"
                    onClick={() => setText(example)}
                    className="rounded-full border border-forest-900/15 bg-white px-3 py-1 text-xs text-forest-900/80 hover:border-forest-900/35"
                  >
                    {example}
                  </button>
                ))
              : null}
          </div>
          <Button type="submit" variant="secondary" disabled={parse.isPending || !text.trim()}>
            {parse.isPending ? 'Reading...' : 'Read my meal'}
          </Button>
        </div>
      </form>

      {rows !== null ? (
        <div className="relative mt-5 rounded-2xl border border-forest-900/10 bg-white">
          {kept.length > 0 ? (
            <ul aria-label="Foods read from your meal" className="divide-y divide-forest-900/10 px-4">
              {kept.map((row) => (
                <ParsedRow
                  key={row.key}
                  row={row}
                  onChange={(amount) => setRows(kept.map((r) => (r.key === row.key ? { ...r, amount } : r)))}
                  onRemove={() => setRows(kept.filter((r) => r.key !== row.key))}
                  onChoose={(choice) =>
                    setRows(
                      kept.map((r) =>
                        r.key === row.key
                          ? {
                              ...r,
                              item: { ...r.item, ...choice, unsure: false },
                              amount: { portion: choice.portion, quantity: choice.quantity },
                              asking: false,
                            }
                          : r,
                      ),
                    )
                  }
                />
              ))}
            </ul>
          ) : (
            <p className="px-4 py-4 text-sm text-ink/70">No food found in that. Try naming each food.</p>
          )}
          {unmatched.length > 0 ? (
            <div role="status" className="border-t border-forest-900/10 bg-saffron-100/50 px-4 py-3 text-sm">
              <p className="font-semibold text-forest-950">Not found, so not counted:</p>
              <ul className="mt-1.5 flex flex-wrap gap-1.5">
                {unmatched.map((part) => (
                  <li key={part}>
                    <button
                      type="button"
                      onClick={() => onSearch(part)}
                      className="rounded-full border border-saffron-700/30 bg-white px-3 py-1 text-xs font-medium text-saffron-700 hover:bg-saffron-100"
                      aria-label={`Search for ${part}`}
                    >
                      “{part}” · search
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {kept.length > 0 ? (
            <div
              className={cn(
                'flex flex-wrap items-center justify-between gap-3 rounded-b-2xl border-t border-forest-900/10 bg-forest-50 px-4 py-3',
              )}
            >
              <p className="text-sm text-ink/75">
                <span className="font-display text-xl font-semibold text-forest-950">{formatInt(total)}</span>{' '}
                kcal · {kept.length} {kept.length === 1 ? 'item' : 'items'}
              </p>
              <Button onClick={logAll} disabled={log.isPending || asking > 0}>
                {log.isPending
                  ? 'Logging...'
                  : asking > 0
                    ? `Answer ${asking === 1 ? 'the question' : `${asking} questions`} above first`
                    : `Log all to ${MEAL_LABELS[meal]}`}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
