import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  ANNOUNCEMENT_TYPE_UPDATE,
  AUTOS_EXPIRED_TITLE,
  DEVICE_LOG_MAX_ENTRIES,
  EMPTY_LOG_TEXT,
  INVALID_ITEM_TEXT,
  LOG_ENTRY_TYPES,
  PERSONAL_LOG_PAGE_SIZE,
  SERVER_DOWN_TEXT,
  TIMINGS,
  announcementTypeName,
  autosTitle,
  newAnnouncementsText,
  showsBeginnerGuide,
  withUrlScheme,
} from './shell';

describe('constants', () => {
  it('holds the timings of the spec, in ms', () => {
    expect(TIMINGS).toEqual({
      MENU_AUTO_CLOSE: 5000,
      NOTIFICATION_AUTO_CLOSE: 5000,
      HOVER_POPUP_DELAY: 80,
      DEFAULT_ACTION_DELAY: 2000,
      ACTION_RETRY: 2000,
      AUTOS_EXPIRED_RETRY: 1000,
      PING_INTERVAL: 100000,
      CHAT_RECONNECT: 1000,
    });
  });
  it('holds the log limits and texts', () => {
    expect(DEVICE_LOG_MAX_ENTRIES).toBe(200);
    expect(PERSONAL_LOG_PAGE_SIZE).toBe(50);
    expect(LOG_ENTRY_TYPES).toEqual(['item', 'rmsg', 'msg', 'jewel', 'trinket']);
    expect(EMPTY_LOG_TEXT).toBe('Your log is empty...');
    expect(INVALID_ITEM_TEXT).toBe('[Invalid Item]');
    expect(SERVER_DOWN_TEXT).toBe('Server is down.');
  });
});

describe('autosTitle', () => {
  it('puts the Autos count in brackets', () => {
    expect(autosTitle(1)).toBe('[1]');
    expect(autosTitle(123)).toBe('[123]');
    expect(autosTitle(1234)).toBe('[1,234]');
  });
  it('reads [AUTOS EXPIRED] at 0 or below', () => {
    expect(AUTOS_EXPIRED_TITLE).toBe('[AUTOS EXPIRED]');
    expect(autosTitle(0)).toBe('[AUTOS EXPIRED]');
    expect(autosTitle(-3)).toBe('[AUTOS EXPIRED]');
  });
  it('rejects non-whole counts', () => {
    expect(() => autosTitle(1.5)).toThrow('autos must be a whole number');
    expect(() => autosTitle(Number.NaN)).toThrow(RuleInputError);
  });
});

describe('announcements', () => {
  it('names type 1 Update and no other', () => {
    expect(ANNOUNCEMENT_TYPE_UPDATE).toBe(1);
    expect(announcementTypeName(1)).toBe('Update');
    expect(announcementTypeName(2)).toBeNull();
    expect(announcementTypeName(0)).toBeNull();
    expect(() => announcementTypeName(-1)).toThrow(RuleInputError);
  });
  it('writes the new announcements link', () => {
    expect(newAnnouncementsText(1)).toBe('1 New Announcement(s)');
    expect(newAnnouncementsText(3)).toBe('3 New Announcement(s)');
    expect(newAnnouncementsText(1200)).toBe('1,200 New Announcement(s)');
    expect(() => newAnnouncementsText(-1)).toThrow('new announcement count must be at least 0');
  });
});

describe('showsBeginnerGuide', () => {
  it('shows for players 7 days old or younger', () => {
    expect(showsBeginnerGuide(0)).toBe(true);
    expect(showsBeginnerGuide(7)).toBe(true);
    expect(showsBeginnerGuide(8)).toBe(false);
  });
  it('rejects invalid ages', () => {
    expect(() => showsBeginnerGuide(-1)).toThrow(RuleInputError);
    expect(() => showsBeginnerGuide(Number.NaN)).toThrow(RuleInputError);
  });
});

describe('withUrlScheme', () => {
  it('puts http:// in front of urls without a web scheme', () => {
    expect(withUrlScheme('example.com')).toBe('http://example.com');
    expect(withUrlScheme('www.example.com/a?b=1')).toBe('http://www.example.com/a?b=1');
    expect(withUrlScheme('ftp://example.com')).toBe('http://ftp://example.com');
    expect(withUrlScheme('httpexample.com')).toBe('http://httpexample.com');
  });
  it('leaves http:// and https:// urls alone, in any case', () => {
    expect(withUrlScheme('http://example.com')).toBe('http://example.com');
    expect(withUrlScheme('https://example.com')).toBe('https://example.com');
    expect(withUrlScheme('HTTPS://Example.com')).toBe('HTTPS://Example.com');
    expect(withUrlScheme('Http://example.com')).toBe('Http://example.com');
  });
  it('rejects an empty url', () => {
    expect(() => withUrlScheme('')).toThrow('url must be a non-empty string');
    expect(() => withUrlScheme('   ')).toThrow(RuleInputError);
  });
});
