/**
 * What a registrar does with a name its holder did not renew, by the registrar's IANA id (the
 * id its RDAP entity carries). Days count from the expiry date. Only registrars whose
 * expired-name process is published are listed; any other registrar's handling is unknown.
 */
export interface RegistrarAuction {
  name: string;
  /** The day after expiry the name is listed in the registrar's expired-name auction. */
  auctionStartDay: number;
  /** The day that auction ends. */
  auctionEndDay: number;
  /** The day the winner (or backorder) gets the name; unsold names go back to the registry then. */
  handoverDay: number;
  source: string;
}

const REGISTRAR_AUCTIONS: ReadonlyMap<number, RegistrarAuction> = new Map([
  [
    146,
    {
      name: 'GoDaddy',
      auctionStartDay: 26,
      auctionEndDay: 36,
      handoverDay: 43,
      source:
        'GoDaddy Help, "What happens after domain names expire?" (article 6700, .com timeline): auction from day 26, ends day 36, name assigned to the winner or returned to the registry on day 43 (http://support.godaddy.com/help/article/6700)',
    },
  ],
]);

export function registrarAuctionOf(ianaId: number | null): RegistrarAuction | undefined {
  return ianaId === null ? undefined : REGISTRAR_AUCTIONS.get(ianaId);
}
