// A payment provider, behind one interface. With the tenant's `gateway` flag off (the default, and
// every test) nothing here is called: bills are paid by Pix to the tenant's key (the BR Code is built
// on the device) and reconciled by txid, by hand or from the bank's statement. A provider (a PSP's
// Pix API with dynamic codes, a boleto issuer) is one implementation of PaymentGateway, chosen by
// configuration; its webhook calls `bills.pay` with method 'gateway' and the txid, like the
// reconciliation screen does. No implementation ships: none is called, none is contacted in tests.
export interface GatewayCharge {
  billId: string;
  txid: string;
  amountCents: number;
  dueDate: string;
  payer: { name: string; cpf?: string; cnpj?: string };
}

export interface GatewayChargeResult {
  /** The provider's copy-and-paste code (a dynamic Pix or a boleto's linha digitável). */
  code: string;
  /** Where the payer may pay online, if the provider offers a page. */
  url?: string;
  expiresAt?: string;
}

export interface GatewayPayment {
  txid: string;
  amountCents: number;
  paidAt: string;
}

export interface PaymentGateway {
  readonly name: string;
  /** Registers a bill with the provider. */
  createCharge(charge: GatewayCharge): Promise<GatewayChargeResult>;
  /** Cancels a charge (a cancelled bill). */
  cancelCharge(txid: string): Promise<void>;
  /** Reads a webhook's body into payments (verifying its signature); the caller records each with bills.pay. */
  parseWebhook(headers: Headers, body: string): Promise<GatewayPayment[]>;
}

/** The tenant's gateway, or null: with the flag off there is none, whatever is configured. */
export function gatewayFor(flags: { gateway?: unknown }, configured: PaymentGateway | null = null): PaymentGateway | null {
  return flags.gateway === true ? configured : null;
}
