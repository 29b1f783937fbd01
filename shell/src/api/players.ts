/** The players online (`playersOnline`) and entering a battle area from the quick links. */
import { api, useQuery, type ServerData } from '@idle/api-client';
import { ENDPOINTS, type OnlinePlayer } from '@idle/contracts';
import { $clientData } from '@idle/state';
import { useEffect } from 'react';

/** The list of players online, asked for while `open`; the count in the top bar follows it. */
export function usePlayersOnline(open: boolean): ServerData<OnlinePlayer[]> {
  const players = useQuery(ENDPOINTS.players.playersOnline, undefined, { enabled: open });
  const answer = players.state.status === 'ready' ? players.state.data : null;
  useEffect(() => {
    if (answer !== null) $clientData.setKey('playersOnline', answer.length);
  }, [answer]);
  return players;
}

/** Goes to `mob`'s area to fight it (the loop then starts battling). */
export function enterBattleArea(mob: { area: number; id: number }) {
  return api.call(ENDPOINTS.battle.enterArea, { area: mob.area, mob: mob.id });
}
