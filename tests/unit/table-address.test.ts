// The table's link (src/lib/table/address.ts): each kind of input named in its own words, and
// never a long parameter echoed whole (issue 43).
import { describe, expect, it } from 'vitest';
import { readAddress } from '$lib/table/address';

const problems = (query: string): string[] => {
  const read = readAddress(new URLSearchParams(query));
  return read.kind === 'bad' ? [...read.problems] : [];
};

describe('the table link names the right kind of input', () => {
  it('reads deck= as a deck code, however short or numeric', () => {
    expect(problems('deck=ACKS')).toEqual([expect.stringMatching(/^The link's deck cannot be used: Deck code: /)]);
    expect(problems(`deck=${'1'.repeat(40)}`)).toEqual([expect.stringMatching(/^The link's deck cannot be used: Deck code: /)]);
  });

  it('reads deal= as a deal number, however long or lettered', () => {
    expect(problems(`deal=${'A'.repeat(40)}`)).toEqual([expect.stringMatching(/^The link's deal cannot be used: ".*" is not a deal number/)]);
    expect(problems('deal=0')).toEqual([expect.stringMatching(/out of range/)]);
  });

  it('still opens a deal number and a deck code', () => {
    expect(readAddress(new URLSearchParams('deal=007'))).toMatchObject({ kind: 'match', key: '7' });
    const code = 'AS2S3S4S5S6S7S8S9STSJSQSKSAH2H3H4H5H6H7H8H9HTHJHQHKHAD2D3D4D5D6D7D8D9DTDJDQDKDAC2C3C4C5C6C7C8C9CTCJCQCKC';
    expect(readAddress(new URLSearchParams(`deck=${code.toLowerCase()}`))).toMatchObject({ kind: 'match', key: code });
  });

  it('shortens a long parameter instead of echoing it', () => {
    for (const query of [`deal=${'9'.repeat(10_000)}`, `deal=${'x'.repeat(10_000)}`, `players=${'7'.repeat(10_000)}&deal=1`]) {
      const [line] = problems(query);
      expect(line.length, query.slice(0, 20)).toBeLessThan(200);
      expect(line).toContain('(10,000 characters)');
    }
  });
});
