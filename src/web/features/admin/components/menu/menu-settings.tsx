// The owner's menu settings: which staff may edit dishes and menus (never prices or money), and how many days the
// labels say the meals keep.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast-store';
import { fieldErrorsOf, messageOf } from '../../../../lib/api-client';
import { MENU_ACCESS_LOAD_FAILED_MESSAGE, useMenuAccess } from '../../api/get-menu-access';
import { TEAM_LOAD_FAILED_MESSAGE, useTeam } from '../../api/get-team';
import { usePutMenuSettings } from '../../api/put-menu-settings';
import { useSetMenuEditor } from '../../api/set-menu-editor';
import { AdminCard, LoadFailed, LoadingRows, smallInputClass } from '../admin-ui';

export function MenuSettings() {
  const access = useMenuAccess();
  const team = useTeam();
  const grant = useSetMenuEditor();
  const staff = team.data?.filter((member) => member.role === 'staff') ?? [];

  return (
    <AdminCard title="Who edits the menu, and the labels" id="menu-settings">
      {access.isError || team.isError ? (
        <LoadFailed
          message={access.isError ? MENU_ACCESS_LOAD_FAILED_MESSAGE : TEAM_LOAD_FAILED_MESSAGE}
          onRetry={() => void (access.isError ? access.refetch() : team.refetch())}
        />
      ) : access.isPending || team.isPending ? (
        <LoadingRows label="Loading the menu’s settings..." rows={2} />
      ) : (
        <div className="grid gap-5 md:grid-cols-2">
          <fieldset className="grid content-start gap-2">
            <legend className="text-sm font-semibold text-forest-950">
              Staff who may edit dishes and menus
            </legend>
            <p className="text-xs text-ink/70">
              Staff always see the menu, production, shopping lists and labels. Prices and money stay with
              owners.
            </p>
            {staff.length === 0 ? (
              <p className="text-sm text-ink/75">No staff on the team yet (invite them on the Team page).</p>
            ) : (
              <ul aria-label="Staff" className="grid gap-1">
                {staff.map((member) => (
                  <li key={member.id}>
                    <label className="flex items-center gap-2 text-sm text-ink/85">
                      <input
                        type="checkbox"
                        checked={access.data.editors.includes(member.id)}
                        disabled={grant.isPending}
                        onChange={(e) =>
                          grant.mutate(
                            { userId: member.id, canEdit: e.target.checked },
                            {
                              onSuccess: () =>
                                toast({
                                  title: 'Access Saved',
                                  description: `${member.name} ${e.target.checked ? 'may now edit' : 'no longer edits'} dishes and menus.`,
                                  variant: 'success',
                                }),
                              onError: (error) =>
                                toast({
                                  title: 'Save Failed',
                                  description: messageOf(error, 'Failed to save who may edit'),
                                  variant: 'destructive',
                                }),
                            },
                          )
                        }
                      />
                      {member.name} <span className="text-xs text-ink/65">{member.email}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
          <KeepDaysForm key={access.data.keepDays} keepDays={access.data.keepDays} />
        </div>
      )}
    </AdminCard>
  );
}

function KeepDaysForm({ keepDays }: { keepDays: number }) {
  const save = usePutMenuSettings();
  const [value, setValue] = useState(String(keepDays));
  const [error, setError] = useState<string | undefined>(undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { keepDays: Number(value) },
      {
        onSuccess: (answer) => {
          setError(undefined);
          toast({
            title: 'Labels Saved',
            description: `Labels say: Keep refrigerated; eat within ${answer.keepDays} days.`,
            variant: 'success',
          });
        },
        onError: (failure) =>
          setError(fieldErrorsOf(failure).keepDays ?? messageOf(failure, 'Failed to save')),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid content-start gap-2">
      <label htmlFor="menu-keep-days" className="text-sm font-semibold text-forest-950">
        Days the meals keep (on the labels)
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id="menu-keep-days"
          inputMode="numeric"
          className={`w-20 ${smallInputClass}`}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'menu-keep-days-error' : 'menu-keep-days-hint'}
        />
        <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
      <p id="menu-keep-days-hint" className="text-xs text-ink/70">
        Each label reads “Keep refrigerated; eat within {keepDays} days”.
      </p>
      {error ? (
        <p id="menu-keep-days-error" className="text-xs font-medium text-chili">
          {error}
        </p>
      ) : null}
    </form>
  );
}
