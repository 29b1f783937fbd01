/**
 * /clan/leave (spec 001 §2, §4): leaving takes two clicks, the first arms the button and the
 * second leaves. The server refuses the last leader while others remain; its text shows and the
 * player stays in the clan.
 */
import { useServerCall } from '@idle/api-client';
import { Button, Text } from '@idle/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { leaveClan } from '../api';
import { ClanPage } from '../layout/ClanPage';
import styles from './LeaveClanPage.module.css';

export const LEAVE_CLAN_TEXT =
  'Leaving the clan takes two clicks: Leave Clan, then Yes, leave the clan.';
export const LEAVE_CONFIRM_TEXT = 'Click again to leave the clan.';

export interface LeaveClanViewProps {
  /** Whether the first click was made already (stories show the second step). */
  initiallyArmed?: boolean;
}

/** The leave page (stories render it directly). */
export function LeaveClanView({ initiallyArmed = false }: LeaveClanViewProps) {
  const [armed, setArmed] = useState(initiallyArmed);
  const call = useServerCall();
  const navigate = useNavigate();

  const leave = () => call.run('leave', leaveClan, () => void navigate('/clan_registry'));

  return (
    <ClanPage title="Leave Clan">
      <Text as="p">{LEAVE_CLAN_TEXT}</Text>
      <span className={styles.buttons}>
        <Button
          variant="danger"
          disabled={call.pending !== null}
          onClick={() => {
            if (armed) {
              void leave().then(() => setArmed(false));
            } else {
              setArmed(true);
            }
          }}
        >
          {armed ? 'Yes, leave the clan' : 'Leave Clan'}
        </Button>
        {armed && (
          <Button disabled={call.pending !== null} onClick={() => setArmed(false)}>
            Cancel
          </Button>
        )}
      </span>
      {armed && <p role="status">{LEAVE_CONFIRM_TEXT}</p>}
    </ClanPage>
  );
}

export function LeaveClanPage() {
  return <LeaveClanView />;
}
