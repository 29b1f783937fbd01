// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { ENDPOINTS, type LoadItemsAnswer } from '@idle/contracts';
import { bus } from '@idle/events';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from './default-client';
import { FRESH_FOR_MS, queryCache, queryKey } from './query-cache';
import { fetchQuery, useQuery } from './use-query';

interface Sent {
  mod: string | null;
  itemid: string | null;
}

/** A server that answers loadItems with a book naming the item and counting its answers. */
function fakeServer(options: { refuse: boolean } = { refuse: false }) {
  const sent: Sent[] = [];
  const pending: (() => void)[] = [];
  configureApi({
    onError: () => undefined,
    fetch: (url) => {
      const query = new URL(url, 'http://localhost').searchParams;
      const request = { mod: query.get('mod'), itemid: query.get('itemid') };
      sent.push(request);
      const body = options.refuse
        ? { error: 'There is no such item.' }
        : {
            sellOrders: [],
            buyOrders: [],
            playerOrders: [],
            tag: `${request.itemid}#${sent.length}`,
          };
      return new Promise((resolve) => {
        pending.push(() => resolve({ text: () => Promise.resolve(JSON.stringify(body)) }));
      });
    },
  });
  /** Lets every request asked so far answer. */
  const answer = async () => {
    await act(async () => {
      for (const respond of pending.splice(0)) respond();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { sent, answer };
}

type TaggedBook = LoadItemsAnswer & { tag: string };

function Book({ itemid, label }: { itemid: string; label: string }) {
  const { state } = useQuery(ENDPOINTS.market.loadItems, { itemid });
  return (
    <p aria-label={label}>
      {state.status === 'ready' ? (state.data as TaggedBook).tag : state.status}
    </p>
  );
}

/** Invalidates the book of `itemid`, or every book, as a change would. */
function invalidateBooks(itemid?: string): void {
  act(() => {
    queryCache.invalidate(
      ENDPOINTS.market.loadItems,
      itemid === undefined ? undefined : { itemid },
    );
  });
}

beforeEach(() => {
  queryCache.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('queryKey', () => {
  it('names the endpoint and the fields in name order, without the undefined ones', () => {
    const key = queryKey(ENDPOINTS.market.loadItems, { itemid: 'metal' });
    expect(key).toMatch(/^\d+:market\.php\?loadItems\|\[\["itemid","metal"\]\]$/);
    expect(queryKey(ENDPOINTS.leaderboards.leaderboards, { id: undefined })).toBe(
      queryKey(ENDPOINTS.leaderboards.leaderboards),
    );
    expect(queryKey(ENDPOINTS.leaderboards.leaderboards, { id: 3 })).not.toBe(
      queryKey(ENDPOINTS.leaderboards.leaderboards),
    );
  });
});

describe('useQuery', () => {
  it('makes one request when two screens ask for one key, and shows both the answer', async () => {
    const server = fakeServer();
    render(
      <>
        <Book itemid="metal" label="first" />
        <Book itemid="metal" label="second" />
        <Book itemid="wood" label="other" />
      </>,
    );
    expect(screen.getByLabelText('first')).toHaveTextContent('loading');
    await server.answer();
    expect(server.sent.filter((request) => request.itemid === 'metal')).toHaveLength(1);
    expect(screen.getByLabelText('first')).toHaveTextContent('metal#1');
    expect(screen.getByLabelText('second')).toHaveTextContent('metal#1');
    expect(screen.getByLabelText('other')).toHaveTextContent('wood#2');
  });

  it('shows a kept answer at once when the screen opens again, asking nothing while fresh', async () => {
    const server = fakeServer();
    const first = render(<Book itemid="metal" label="book" />);
    await server.answer();
    first.unmount();
    render(<Book itemid="metal" label="book" />);
    expect(screen.getByLabelText('book')).toHaveTextContent('metal#1');
    expect(server.sent).toHaveLength(1);
  });

  it("shows the server's refusal, and on reload loading then the answer", async () => {
    const refusal = { refuse: true };
    const server = fakeServer(refusal);
    const { result } = renderHook(() => useQuery(ENDPOINTS.market.loadItems, { itemid: 'ghost' }));
    await server.answer();
    expect(result.current.state).toEqual({ status: 'error', message: 'There is no such item.' });
    refusal.refuse = false;
    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'loading' });
    await server.answer();
    expect(result.current.state).toMatchObject({ status: 'ready', data: { tag: 'ghost#2' } });
  });

  it('asks nothing while disabled', async () => {
    const server = fakeServer();
    const { result } = renderHook(() =>
      useQuery(ENDPOINTS.market.loadItems, { itemid: 'metal' }, { enabled: false }),
    );
    await server.answer();
    expect(server.sent).toEqual([]);
    expect(result.current.state).toEqual({ status: 'loading' });
  });
});

describe('queryCache', () => {
  it('update rewrites what an open screen shows without a request, for that key only', async () => {
    const server = fakeServer();
    render(
      <>
        <Book itemid="metal" label="metal" />
        <Book itemid="wood" label="wood" />
      </>,
    );
    await server.answer();
    act(() => {
      queryCache.update(ENDPOINTS.market.loadItems, { itemid: 'metal' }, (book) => ({
        ...book,
        tag: 'metal after the trade',
      }));
    });
    expect(screen.getByLabelText('metal')).toHaveTextContent('metal after the trade');
    expect(screen.getByLabelText('wood')).toHaveTextContent('wood#2');
    expect(server.sent).toHaveLength(2);
    expect(queryCache.get(ENDPOINTS.market.loadItems, { itemid: 'metal' })).toMatchObject({
      tag: 'metal after the trade',
    });
  });

  it('update leaves keys nobody asked for unasked', () => {
    fakeServer();
    queryCache.update(ENDPOINTS.market.loadItems, { itemid: 'metal' }, (book) => book);
    expect(queryCache.get(ENDPOINTS.market.loadItems, { itemid: 'metal' })).toBeUndefined();
  });

  it('invalidate makes an open screen ask again, keeping what it shows until the answer', async () => {
    const server = fakeServer();
    render(
      <>
        <Book itemid="metal" label="metal" />
        <Book itemid="wood" label="wood" />
      </>,
    );
    await server.answer();
    invalidateBooks('metal');
    expect(screen.getByLabelText('metal')).toHaveTextContent('metal#1');
    await server.answer();
    expect(screen.getByLabelText('metal')).toHaveTextContent('metal#3');
    expect(screen.getByLabelText('wood')).toHaveTextContent('wood#2');
    expect(server.sent.map((request) => request.itemid)).toEqual(['metal', 'wood', 'metal']);
  });

  it('invalidate during the first load asks again once it answers, and shows the second answer', async () => {
    const server = fakeServer();
    render(<Book itemid="metal" label="metal" />);
    invalidateBooks('metal');
    await server.answer();
    await server.answer();
    expect(server.sent).toHaveLength(2);
    expect(screen.getByLabelText('metal')).toHaveTextContent('metal#2');
  });

  it('invalidate during a reload asks again once it answers, keeping what it shows meanwhile', async () => {
    const server = fakeServer();
    render(<Book itemid="metal" label="metal" />);
    await server.answer();
    invalidateBooks();
    invalidateBooks();
    await server.answer();
    expect(screen.getByLabelText('metal')).toHaveTextContent('metal#1');
    await server.answer();
    expect(server.sent).toHaveLength(3);
    expect(screen.getByLabelText('metal')).toHaveTextContent('metal#3');
  });

  it('invalidate without fields reaches every key of the endpoint', async () => {
    const server = fakeServer();
    render(
      <>
        <Book itemid="metal" label="metal" />
        <Book itemid="wood" label="wood" />
      </>,
    );
    await server.answer();
    invalidateBooks();
    await server.answer();
    expect(server.sent).toHaveLength(4);
  });

  it('never answers an ask made after a clear with a load that was in flight before it', async () => {
    const server = fakeServer();
    const first = render(<Book itemid="metal" label="book" />);
    first.unmount();
    act(() => {
      queryCache.clear();
    });
    render(<Book itemid="metal" label="book" />);
    await server.answer();
    expect(server.sent).toHaveLength(2);
    expect(screen.getByLabelText('book')).toHaveTextContent('metal#2');
  });

  it('asks nothing for a screen still open at a logout (the lost session would be refused)', async () => {
    const server = fakeServer();
    render(<Book itemid="metal" label="book" />);
    await server.answer();
    act(() => {
      bus.emit('logout', { reason: 'user' });
    });
    await server.answer();
    expect(server.sent).toHaveLength(1);
  });

  it('forgets every answer when the player logs out', async () => {
    const server = fakeServer();
    const first = render(<Book itemid="metal" label="book" />);
    await server.answer();
    first.unmount();
    bus.emit('logout', { reason: 'user' });
    render(<Book itemid="metal" label="book" />);
    expect(screen.getByLabelText('book')).toHaveTextContent('loading');
    await server.answer();
    await waitFor(() => expect(screen.getByLabelText('book')).toHaveTextContent('metal#2'));
  });
});

describe('fetchQuery', () => {
  /** The tag of the metal book fetchQuery answers. */
  const fetchMetal = () =>
    fetchQuery(ENDPOINTS.market.loadItems, { itemid: 'metal' }).then(
      (book) => (book as TaggedBook).tag,
    );

  it('keeps what it loads: a screen opened next shows it without asking', async () => {
    const server = fakeServer();
    const fetched = fetchMetal();
    await server.answer();
    await expect(fetched).resolves.toBe('metal#1');
    render(<Book itemid="metal" label="book" />);
    expect(screen.getByLabelText('book')).toHaveTextContent('metal#1');
    await server.answer();
    expect(server.sent).toHaveLength(1);
  });

  it('answers a fresh kept answer without asking', async () => {
    const server = fakeServer();
    render(<Book itemid="metal" label="book" />);
    await server.answer();
    await expect(fetchMetal()).resolves.toBe('metal#1');
    expect(server.sent).toHaveLength(1);
  });

  it('asks again for an answer kept longer than FRESH_FOR_MS, and answers the new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const server = fakeServer();
    const first = fetchMetal();
    await server.answer();
    await expect(first).resolves.toBe('metal#1');
    vi.setSystemTime(Date.now() + FRESH_FOR_MS + 1);
    const second = fetchMetal();
    await server.answer();
    await expect(second).resolves.toBe('metal#2');
    expect(server.sent).toHaveLength(2);
  });

  it('makes one request for two fetches at once', async () => {
    const server = fakeServer();
    const both = Promise.all([fetchMetal(), fetchMetal()]);
    await server.answer();
    await expect(both).resolves.toEqual(['metal#1', 'metal#1']);
    expect(server.sent).toHaveLength(1);
  });

  it("joins a screen's load in flight", async () => {
    const server = fakeServer();
    render(<Book itemid="metal" label="book" />);
    const fetched = fetchMetal();
    await server.answer();
    await expect(fetched).resolves.toBe('metal#1');
    expect(screen.getByLabelText('book')).toHaveTextContent('metal#1');
    expect(server.sent).toHaveLength(1);
  });

  it('answers what the key holds after a change made during its load', async () => {
    const server = fakeServer();
    const fetched = fetchMetal();
    invalidateBooks('metal');
    await server.answer();
    await server.answer();
    await expect(fetched).resolves.toBe('metal#2');
    expect(server.sent).toHaveLength(2);
  });

  it('never delivers a load in flight at a clear: neither to its caller nor to a fetch after', async () => {
    const server = fakeServer();
    const before = expect(fetchMetal()).rejects.toThrow(
      'The query cache was cleared during the load.',
    );
    queryCache.clear();
    const after = fetchMetal();
    await server.answer();
    await before;
    await expect(after).resolves.toBe('metal#2');
    expect(server.sent).toHaveLength(2);
    render(<Book itemid="metal" label="book" />);
    expect(screen.getByLabelText('book')).toHaveTextContent('metal#2');
  });

  it('asks afresh after a clear instead of answering the kept answer', async () => {
    const server = fakeServer();
    const before = fetchMetal();
    await server.answer();
    await expect(before).resolves.toBe('metal#1');
    queryCache.clear();
    const after = fetchMetal();
    await server.answer();
    await expect(after).resolves.toBe('metal#2');
  });

  it("rejects with the server's refusal, and the next call asks again", async () => {
    const refusal = { refuse: true };
    const server = fakeServer(refusal);
    const failed = expect(fetchMetal()).rejects.toThrow('There is no such item.');
    await server.answer();
    await failed;
    refusal.refuse = false;
    const retried = fetchMetal();
    await server.answer();
    await expect(retried).resolves.toBe('metal#2');
    expect(server.sent).toHaveLength(2);
  });
});
