/** The players-online count; it opens the list (nobility rank, Mod/Admin), names open profiles. */
import { api } from '@idle/api-client';
import { ENDPOINTS, type OnlinePlayer } from '@idle/contracts';
import { accountStatusLabel, nobilityRankName } from '@idle/game-rules';
import { $clientData } from '@idle/state';
import { Button, LoadError, LoadingState, Modal } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styles from './PlayersOnline.module.css';

export function PlayersOnline() {
  const { playersOnline } = useStore($clientData, { keys: ['playersOnline'] });
  const [list, setList] = useState<OnlinePlayer[] | 'failed' | null>(null);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  const show = async () => {
    setOpen(true);
    setList(null);
    try {
      const players = await api.call(ENDPOINTS.players.playersOnline);
      setList(players);
      $clientData.setKey('playersOnline', players.length);
    } catch {
      // The request layer has shown why; the count stays as it was.
      setList('failed');
    }
  };

  return (
    <>
      <Button variant="link" onClick={() => void show()}>
        {playersOnline.toLocaleString('en-US')} Online
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Players Online">
        {list === null ? (
          <LoadingState />
        ) : list === 'failed' ? (
          <LoadError
            message="The list of players online could not be loaded."
            onRetry={() => void show()}
          />
        ) : (
          <ul className={styles.list}>
            {list.map((player) => {
              const status = accountStatusLabel(player.accountStatus);
              return (
                <li key={player.userid}>
                  <span className={styles.rank}>{nobilityRankName(player.nobilityRank)}</span>{' '}
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
