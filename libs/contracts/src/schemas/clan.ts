/** clan.php requests (spec 001 §5 and §7, spec 002 clan taxes). */
import { z } from 'zod';
import { CLAN_PERMISSIONS, CLAN_STORAGE_ITEMS } from '../api/clan';
import {
  FormId,
  PlayerName,
  formInt,
  jsonField,
  jsonInt,
  lineText,
  multilineText,
  screenNumber,
} from './common';

/** Clan names: 3 to 20 letters, digits and single spaces. */
export const CLAN_NAME_MAX_LENGTH = 20;
/** Taxes are whole percents, at most this; the inputs take 3 characters. */
export const CLAN_TAX_MAX = 100;
/** The conversion amount input takes 12 characters. */
const CONVERSION_AMOUNT_MAX = 999_999_999_999;
/** Ranks are numbered from 1 (the leader) to this. */
export const CLAN_RANKS = 5;

const query = <Mod extends string>(mod: Mod) => z.object({ mod: z.literal(mod) });

export const LoadClanHomeQuery = query('loadClanHome');
export const GetClanListQuery = query('getList');
export const LoadClanInvitesQuery = query('loadClanInvites');
export const LoadMembersQuery = query('loadMembers');
export const LoadStorageQuery = query('loadStorage');
export const ClanRanksQuery = query('ranks');
export const LoadDetailsQuery = query('loadDetails');
export const LoadBuildingsQuery = query('loadBuildings');
export const LoadBattlegroundsQuery = query('loadBattlegrounds');
export const LoadInvitesQuery = query('loadInvites');
export const LoadClanLogQuery = query('loadLog');
export const LoadSettingsQuery = query('loadSettings');
export const ClanProfileQuery = z.object({ mod: z.literal('profile'), clanid: FormId });

const ClanName = lineText('clan name', 'Enter a clan name.')
  .trim()
  .min(3, 'A clan name has at least 3 characters.')
  .max(
    CLAN_NAME_MAX_LENGTH,
    `A clan name has at most ${screenNumber(CLAN_NAME_MAX_LENGTH)} characters.`,
  )
  .regex(/^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/, 'A clan name has only letters, digits and spaces.');
const RankNum = formInt('rankNum', 1, CLAN_RANKS);
const Tax = (name: string) => formInt(name, 0, CLAN_TAX_MAX);
const StorageItem = z.enum(CLAN_STORAGE_ITEMS, { error: 'That item cannot go into clan storage.' });
/** Storage items and amounts, as a JSON field. */
const StorageItems = jsonField(
  'items',
  z
    .array(z.object({ id: StorageItem, amount: jsonInt('amount', 1, 999_999_999_999_999) }))
    .min(1, 'Choose at least one item.')
    .max(CLAN_STORAGE_ITEMS.length, 'Too many items at once.'),
);

export const CreateClanRequest = z.object({ mod: z.literal('createClan'), name: ClanName });
export const HandleInviteRequest = z.object({
  mod: z.literal('handleInvite'),
  id: FormId,
  decision: formInt('decision', 0, 1),
});
export const EditAnnouncementRequest = z.object({
  mod: z.literal('editAnnouncement'),
  data: multilineText('announcement', 'Enter an announcement.').max(
    2000,
    'An announcement has at most 2,000 characters.',
  ),
});
export const KickMemberRequest = z.object({ mod: z.literal('kickMember'), id: FormId });
export const ChangeRankRequest = z.object({
  mod: z.literal('changeRank'),
  id: FormId,
  rankNum: RankNum,
});
export const DonateItemsRequest = z.object({ mod: z.literal('donateItems'), items: StorageItems });
export const SendItemsToMemberRequest = z.object({
  mod: z.literal('sendItemsToMember'),
  username: PlayerName,
  items: StorageItems,
});
export const ConvertItemsRequest = z
  .object({
    mod: z.literal('convertItems'),
    from: StorageItem,
    to: StorageItem,
    amount: formInt('amount', 1, CONVERSION_AMOUNT_MAX),
  })
  .refine((input) => input.from !== input.to, {
    message: 'Choose different items to convert from and to.',
    path: ['to'],
  });
export const ChangePermissionRequest = z.object({
  mod: z.literal('changePermission'),
  permission: z.enum(CLAN_PERMISSIONS, { error: 'Not a clan permission.' }),
  num: RankNum,
  value: formInt('value', 0, 1),
});
export const ChangeRankNameRequest = z.object({
  mod: z.literal('changeRankName'),
  num: RankNum,
  name: lineText('rank name', 'Enter a rank name.')
    .trim()
    .min(1, 'Enter a rank name.')
    .max(20, 'A rank name has at most 20 characters.'),
});
export const EditPersonalTaxesRequest = z.object({
  mod: z.literal('editPersonalTaxes'),
  pGoldTax: Tax('pGoldTax'),
  pResTax: Tax('pResTax'),
});
export const UpgradeBuildingRequest = z.object({ mod: z.literal('upgradeBuilding'), id: FormId });
export const LeaveClanRequest = z.object({ mod: z.literal('leave') });
export const SendInviteRequest = z.object({ mod: z.literal('sendInvite'), username: PlayerName });
export const CancelInviteRequest = z.object({ mod: z.literal('cancelInvite'), userid: FormId });
export const EditTaxesRequest = z.object({
  mod: z.literal('editTaxes'),
  goldTax: Tax('goldTax'),
  resTax: Tax('resTax'),
});

/** `actions/clanmobbattle.php`: fight one of the clan's battleground mobs. */
export const ClanMobTickRequest = z.object({ id: FormId });
