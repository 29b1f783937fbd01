/** The players-online count; it opens the list (nobility rank, Mod/Admin), names open profiles. */
import { accountStatusLabel, nobilityRankName } from '@idle/game-rules';
import { $clientData } from '@idle/state';
import { Button, LoadError, LoadingState, Modal, Muted } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePlayersOnline } from '../api';
import styles from './PlayersOnline.module.css';

export function PlayersOnline() {
  const { playersOnline } = useStore($clientData, { keys: ['playersOnline'] });
  const [open, setOpen] = useState(false);
  // Asked for while the list is open; a failure was shown by the request layer and keeps the count.
  const { state: list, reload } = usePlayersOnline(open);
  const navigate = useNavigate();

  return (
    <>
      <Button variant="link" onClick={() => setOpen(true)}>
        {playersOnline.toLocaleString('en-US')} Online
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Players Online">
        {list.status === 'loading' ? (
          <LoadingState />
        ) : list.status === 'error' ? (
          <LoadError message="The list of players online could not be loaded." onRetry={reload} />
        ) : (
          <ul className={styles.list}>
            {list.data.map((player) => {
              const status = accountStatusLabel(player.accountStatus);
              return (
                <li key={player.userid}>
                  <Muted inline>{nobilityRankName(player.nobilityRank)}</Muted>{' '}
                  <button
                    type="button"
                    className={styles.name}
                    onClick={() => {
                      setOpen(false);
                      void navigate(`/player_profile/${player.userid}`);
                    }}
                  >
                    {player.username}
                  </button>
                  {status && (
                    <span className={styles[status === 'Admin' ? 'admin' : 'mod']}> {status}</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Modal>
    </>
  );
}
