import {
  type AdminCustomer,
  customerDisabledMessage,
  customerEnabledMessage,
  customerOrdersPageSize,
} from "@oja/contracts/admin-customers";
import { koboToNaira } from "@oja/contracts/money";
import { routes } from "@oja/contracts/routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { routeOf } from "../../http/route-of.ts";
import {
  type AccountChange,
  type AccountForAdmin,
  accountForAdmin,
  disableAccount,
  enableAccount,
  listAccounts,
} from "../accounts/accounts-admin.service.ts";
import { type ShopperRoutesOptions, signedInSecurity, signedInUser } from "../accounts/user-guard.ts";
import { recordAdminWrite } from "../audit/audit.service.ts";
import { listOrders, orderCountsOf } from "../orders/order-queries.ts";
import { latestPayments } from "../payments/order-payments.ts";
import { moneyOfCustomers, moneyOfOrders } from "../payments/payment-figures.ts";
import { staffOnly, tags } from "./admin-documentation.ts";

// The admin area's customers (issue 15; docs/architecture.md §8): every account found by name or e-mail with its orders
// and money, one account with its orders, and disabling (its sessions end at once) or enabling it.
// The accounts domain holds the rules; each write records itself in the audit log, in its transaction.

/** The accounts with their order counts and money: one query for each figure, never one per row. */
async function asCustomers(db: Database, accounts: AccountForAdmin[]): Promise<AdminCustomer[]> {
  const ids = accounts.map((account) => account.id);
  const [orders, money] = await Promise.all([orderCountsOf(db, ids), moneyOfCustomers(db, ids)]);
  return accounts.map((account) => {
    const figures = money.get(account.id) ?? { paidKobo: 0, refundedKobo: 0 };
    return {
      id: account.id,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      role: account.role,
      isVerified: account.isVerified,
      disabled: account.accountStatus !== "ACTIVE",
      joinedAt: new Date(account.createdAt).toISOString(),
      orders: orders.get(account.id) ?? 0,
      paid: koboToNaira(figures.paidKobo),
      refunded: koboToNaira(figures.refundedKobo),
    };
  });
}

async function customerWithOrders(db: Database, id: string, page: number, limit: number) {
  const account = await accountForAdmin(db, id);
  const [[customer], found] = await Promise.all([
    asCustomers(db, [account]),
    listOrders(db, id, { page, limit }, latestPayments),
  ]);
  if (!customer) throw new Error("the customer was found and then lost");
  const money = await moneyOfOrders(
    db,
    found.data.map((order) => order.id),
  );
  const orders = found.data.map((order) => {
    const figures = money.get(order.id) ?? { paidKobo: 0, refundedKobo: 0, needsRefund: false };
    return {
      ...order,
      customer: { id, email: account.email, firstName: account.firstName, lastName: account.lastName },
      paid: koboToNaira(figures.paidKobo),
      refunded: koboToNaira(figures.refundedKobo),
      needsRefund: figures.needsRefund,
    };
  });
  return { customer, orders, pagination: found.pagination };
}

export const adminCustomersRoutes: FastifyPluginAsyncZod<ShopperRoutesOptions> = async (
  api,
  { db, guard },
) => {
  const onRequest = guard.requireAdmin;

  api.route({
    ...routeOf(routes.admin.customers.list, {
      tags,
      summary: "Every account, newest first, by a search of the name or e-mail; with orders and money",
      description: staffOnly,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => {
      const { accounts, pagination } = await listAccounts(db, request.query);
      return {
        status: 200,
        message: "Customers",
        data: { customers: await asCustomers(db, accounts), pagination },
      };
    },
  });

  api.route({
    ...routeOf(routes.admin.customers.get, {
      tags,
      summary: "One customer and their orders, newest first, a page at a time",
      description: `${staffOnly} 404 for an unknown customer.`,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => ({
      status: 200,
      message: "Customer",
      data: await customerWithOrders(db, request.params.id, request.query.page, request.query.limit),
    }),
  });

  async function changeAccess(
    adminId: string,
    id: string,
    action: "customer.disable" | "customer.enable",
    change: (tx: Database) => Promise<AccountChange>,
  ) {
    await db.transaction(async (tx) => {
      const { before, after } = await change(tx);
      await recordAdminWrite(tx, {
        adminId,
        action,
        subjectType: "customer",
        subjectId: id,
        before: { email: before.email, accountStatus: before.accountStatus },
        after: { email: after.email, accountStatus: after.accountStatus },
      });
    });
    // Committed: the account's next call, in any process, is refused or let in again (decision 043).
    await guard.userChanged(id);
    return customerWithOrders(db, id, 1, customerOrdersPageSize);
  }

  api.route({
    ...routeOf(routes.admin.customers.disable, {
      tags,
      summary: "Disable an account: every session of it ends now, and it cannot sign in",
      description:
        `${staffOnly} 404 for an unknown customer; 409 for the admin's own account or another ` +
        "ADMIN's. Disabling a disabled account changes nothing more.",
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => {
      const admin = signedInUser(request);
      const { id } = request.params;
      return {
        status: 200,
        message: customerDisabledMessage,
        data: await changeAccess(admin.id, id, "customer.disable", (tx) => disableAccount(tx, admin.id, id)),
      };
    },
  });

  api.route({
    ...routeOf(routes.admin.customers.enable, {
      tags,
      summary: "Enable a disabled account: it can sign in again",
      description: `${staffOnly} 404 for an unknown customer.`,
      security: signedInSecurity,
    }),
    onRequest,
    handler: async (request) => {
      const admin = signedInUser(request);
      const { id } = request.params;
      return {
        status: 200,
        message: customerEnabledMessage,
        data: await changeAccess(admin.id, id, "customer.enable", (tx) => enableAccount(tx, id)),
      };
    },
  });
};
