import { Type, type Static, type TSchema } from '@sinclair/typebox';
import * as compiled from './validators/compiled/common';
import { registerPrecompiled } from './validators/registry';
import { CURRENCIES } from '../format/money';

/** Building blocks shared by every API schema (spec §7 shapes). */

/**
 * `T | null`. Null comes first on purpose: with type coercion, ajv tries the branches in order,
 * and a number branch first would turn null into 0 (and an empty form field into 0).
 */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

/** Error body of every non-OK answer: `{ message, errors? }` (errors: field → messages). */
export const ErrorResponse = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});
export type ErrorResponse = Static<typeof ErrorResponse>;

export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

/** `{ message, data }`, the answer of most create and update calls. */
export const MessageWithData = <T extends TSchema>(data: T) => Type.Object({ message: Type.String(), data });

/** `{ data }`, the answer of most reads of one record or an unpaged list. */
export const DataResponse = <T extends TSchema>(data: T) => Type.Object({ data });

/** An amount of money in one currency (USD or NGN): figures over orders of both regions are a list of these. */
export const CurrencySchema = Type.Union(CURRENCIES.map((currency) => Type.Literal(currency)));
export const CurrencyAmountSchema = Type.Object({ currency: CurrencySchema, amount: Type.Number() });
/** One amount per currency that has any, in CURRENCIES order (empty: none). */
export const AmountsByCurrency = Type.Array(CurrencyAmountSchema);

export const MAX_PER_PAGE = 100;
/** Largest id a record can have (PostgreSQL integer): a larger one names no record. */
export const MAX_ID = 2_147_483_647;
/** Pages beyond this hold nothing any list will ever have; a larger page is a 422, not a database overflow. */
export const MAX_PAGE = 1_000_000;
/** A record id in a path, a query or a body. */
export const Id = (options: { errorMessage?: string } = {}) =>
  Type.Integer({ minimum: 1, maximum: MAX_ID, ...options });
/** Largest amount of money or quantity the database stores (numeric(12,2)). */
export const MAX_AMOUNT = 9_999_999_999.99;
export const DEFAULT_PER_PAGE = 10;

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE })),
});
export type PageQuery = Static<typeof PageQuery>;

/** Paged list: `{ data, current_page, last_page, from, to, total, per_page }` (from/to null when empty). */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    current_page: Type.Integer(),
    last_page: Type.Integer(),
    from: Nullable(Type.Integer()),
    to: Nullable(Type.Integer()),
    total: Type.Integer(),
    per_page: Type.Integer(),
  });
export interface PagedResponse<T> {
  data: T[];
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
  total: number;
  per_page: number;
}

export const IdParams = Type.Object({ id: Id() });
export type IdParams = Static<typeof IdParams>;

/**
 * A yes/no flag as the screens send it: a boolean in JSON, '1'/'0' in multipart (spec §3),
 * and 1/0 where a profile stores it. `toFlag` turns any of them into a boolean.
 */
export const Flag = Type.Union([
  Type.Boolean(),
  Type.Literal('1'),
  Type.Literal('0'),
  Type.Literal('true'),
  Type.Literal('false'),
  Type.Literal(1),
  Type.Literal(0),
]);
export type Flag = Static<typeof Flag>;
export const toFlag = (value: Flag | undefined | null): boolean =>
  value === true || value === '1' || value === 'true' || value === 1;

/**
 * Spec §5's "simple pattern {email}": something@something.something, no spaces. Written so it
 * runs in linear time: no two neighbouring parts can match the same character (the local part
 * stops at the '@', each domain label at a dot), so a failing match never backtracks into a
 * quadratic search. `^\\S+@\\S+\\.\\S+$` took 12 s on a 128 KiB email.
 */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$';
/** At least two non-space characters ("at least 2 characters after trimming"), in linear time. */
export const TWO_NON_BLANK = '\\S\\s*\\S';
/** A text that is not only spaces. */
export const NOT_BLANK = '\\S';

/** Account statuses (spec §3 User). */
export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

// This module's schemas with their validators compiled ahead of time (validators/generate.ts
// compiles what these lists name): a page that validates one of them loads these, not every schema's.
registerPrecompiled(compiled, { IdParams, PageQuery });
