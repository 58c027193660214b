// What the 评标小组 routes answer (server/platform/http/answers.ts): experts, and groups (a list row, and the detail
// with its members).
import { z } from 'zod';

const ExpertFields = {
  id: z.string(),
  number: z.string(),
  name: z.string(),
  sex: z.number().int(),
  unit: z.string(),
  post: z.string(),
  synopsis: z.string(),
  hasLogin: z.boolean(),
};

export const Expert = z.object({ ...ExpertFields, updateTime: z.string(), version: z.number().int() });

export const BiddingGroup = z.object({
  id: z.string(),
  groupName: z.string(),
  deptId: z.string(),
  deptName: z.string(),
  memberIds: z.array(z.string()),
  memberNames: z.array(z.string()),
  leaderId: z.string(),
  leaderName: z.string(),
  remark: z.string(),
  updateTime: z.string(),
  version: z.number().int(),
});

export const BiddingGroupDetail = BiddingGroup.extend({ members: z.array(z.object(ExpertFields)) });
