// Referral: invite codes, teams, partner levels, rebates. Fee-charging features call payRebate.
export { payRebate, type PaidRebate, type RebateInput } from './rebate.ts';
