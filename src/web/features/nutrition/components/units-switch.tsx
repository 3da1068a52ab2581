// The subscriber's units: pounds and feet and inches, or kilograms and centimetres (saved for them; the API keeps kg
// and cm either way).
import type { UnitSystem } from '../../../../contracts/nutrition';
import { cn } from '../../../lib/cn';
import { useUnits } from '../api/get-preferences';
import { useSavePreferences } from '../api/save-preferences';
import { errorToast } from '../lib/mutation-toast';

const OPTIONS: [UnitSystem, string][] = [
  ['us', 'lb · ft/in'],
  ['metric', 'kg · cm'],
];

export function UnitsSwitch() {
  const units = useUnits();
  const save = useSavePreferences();
  return (
    <div role="radiogroup" aria-label="Units" className="inline-flex rounded-full bg-forest-50 p-1">
      {OPTIONS.map(([value, label]) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={units === value}
          disabled={save.isPending}
          onClick={() => units !== value && save.mutate(value, { onError: errorToast })}
          className={cn(
            'rounded-full px-3 py-1.5 text-xs font-semibold transition-colors',
            units === value
              ? 'bg-forest-900 text-cream shadow-sm'
              : 'text-forest-900/75 hover:text-forest-900',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
