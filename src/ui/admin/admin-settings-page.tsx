import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TYPES } from '../../application/ports/tokens';
import type { SaveAppSettingsError } from '../../application/settings/save-app-settings.use-case';
import type { Result } from '../../domain/result';
import { MAINTENANCE_BANNER_MAX, MIB, type AppSettings, type AppSettingsErrors } from '../../domain/settings/app-settings';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { Alert } from '../kit/alert';
import { Button } from '../kit/button';
import { CheckboxField, TextAreaField, TextField } from '../kit/fields';
import { Form } from '../kit/form';
import { ReadView } from '../kit/read-view';
import { Card } from '../kit/card';
import { Page } from '../kit/page';
import { settingsKeys, settingsQueries } from '../settings/settings-queries';
import { submissionKeys } from '../submissions/submission-queries';

/** /admin/settings: the maintenance banner, sign-ups, the upload limit and the allowed video types. */
export default function AdminSettingsPage() {
  const settings = useInjection(TYPES.PlatformSettings);
  const current = useResultQuery(settingsQueries.app(settings));
  return (
    <Page title="Settings" intro="The maintenance banner everyone sees, whether new accounts can be created, and which videos can be uploaded.">
      <ReadView read={current} loading="Loading the settings" what="the settings" spinner="lg">
        {(appSettings) => (
          <Card>
            <SettingsForm initial={appSettings} />
          </Card>
        )}
      </ReadView>
    </Page>
  );
}

/** The field holds megabytes; an empty or non-numeric entry is left for the rule to refuse. */
const bytesOf = (megabytes: string): number => (megabytes.trim() === '' ? Number.NaN : Math.round(Number(megabytes) * MIB));
const megabytesOf = (bytes: number): string => String(Number((bytes / MIB).toFixed(2)));
const typesOf = (text: string): string[] => text.split(',').map((t) => t.trim()).filter((t) => t !== '');

function SettingsForm({ initial }: { initial: AppSettings }) {
  const save = useInjection(TYPES.SaveAppSettings);
  const queryClient = useQueryClient();
  const [banner, setBanner] = useState(initial.maintenanceBanner ?? '');
  const [signupsOpen, setSignupsOpen] = useState(initial.signupsOpen);
  const [megabytes, setMegabytes] = useState(megabytesOf(initial.maxUploadBytes));
  const [types, setTypes] = useState(initial.allowedVideoTypes.join(', '));
  const saving = useMutation({
    mutationFn: (next: AppSettings) => save.execute(next),
    onSuccess: async (result: Result<AppSettings, SaveAppSettingsError>) => {
      if (!result.ok) return;
      setBanner(result.value.maintenanceBanner ?? '');
      setTypes(result.value.allowedVideoTypes.join(', '));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
        queryClient.invalidateQueries({ queryKey: submissionKeys.uploadSettings() }),
      ]);
    },
  });
  const failure = saving.data && !saving.data.ok ? saving.data.error : null;
  const errors: AppSettingsErrors = failure?.kind === 'invalid' ? failure.errors : {};
  const refusal = failure && failure.kind === 'data' ? failure.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    saving.mutate({ maintenanceBanner: banner, signupsOpen, maxUploadBytes: bytesOf(megabytes), allowedVideoTypes: typesOf(types) });
  };

  return (
    <Form onSubmit={submit} aria-label="App settings" noValidate>
      <TextAreaField
        label="Maintenance banner"
        rows={3}
        value={banner}
        onChange={(event) => setBanner(event.target.value)}
        hint={`Shown at the top of every page, to everyone, while set; leave empty for none (at most ${MAINTENANCE_BANNER_MAX} characters).`}
        error={errors.maintenanceBanner}
      />
      <CheckboxField
        label="Sign-ups open"
        checked={signupsOpen}
        onChange={(event) => setSignupsOpen(event.target.checked)}
        hint="When off, the sign-up page says sign-ups are closed and no new account can be created."
      />
      <TextField
        label="Maximum upload size"
        inputMode="decimal"
        value={megabytes}
        onChange={(event) => setMegabytes(event.target.value)}
        hint="In megabytes (MB): from 1 to 51200 (50 GB). 2048 is 2 GB."
        error={errors.maxUploadBytes}
      />
      <TextField
        label="Allowed video types"
        value={types}
        onChange={(event) => setTypes(event.target.value)}
        hint="Video types separated by commas, such as video/mp4, video/quicktime or video/* for every video."
        error={errors.allowedVideoTypes}
      />
      {refusal ? <Alert>{refusal}</Alert> : null}
      {saving.data?.ok ? <Alert tone="success">Settings saved.</Alert> : null}
      <Button type="submit" disabled={saving.isPending}>
        {saving.isPending ? 'Saving…' : 'Save settings'}
      </Button>
    </Form>
  );
}
