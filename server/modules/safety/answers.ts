// What the safety routes answer (server/platform/http/answers.ts).
import { z } from 'zod';

export const Photo = z.object({ id: z.string(), name: z.string(), link: z.string() });
export const TemplateItem = z.object({ area: z.string(), content: z.string() });

export const Template = z.object({
  id: z.string(),
  name: z.string(),
  currentVersion: z.number().int(),
  versionId: z.string().describe('the current version’s id: an inspection names it'),
  items: z.array(TemplateItem),
  deptName: z.string(),
  updateTime: z.string(),
  /** Whether the caller keeps the district's templates (policy `safety.templates`). */
  editable: z.boolean(),
  version: z.number().int(),
});

export const Canteen = z.object({ id: z.string(), name: z.string(), schoolId: z.string(), schoolName: z.string() });

export const Inspection = z.object({
  id: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  canteenId: z.string(),
  canteenName: z.string(),
  kind: z.number().int().describe('1 school self-inspection, 2 education bureau, 3 market supervision'),
  templateName: z.string(),
  templateVersion: z.number().int(),
  inspectDate: z.string().describe('YYYY-MM-DD'),
  summary: z.string(),
  inspectDeptName: z.string(),
  inspectorName: z.string(),
  itemCount: z.number().int(),
  failCount: z.number().int(),
  openCount: z.number().int().describe('its hazards not yet confirmed'),
  createTime: z.string(),
});

export const InspectionItem = z.object({
  seq: z.number().int(),
  area: z.string(),
  content: z.string(),
  result: z.number().int(),
  note: z.string(),
  photos: z.array(Photo),
  hazardId: z.string().nullable(),
});

export const InspectionDetail = Inspection.extend({ items: z.array(InspectionItem) });

export const Hazard = z.object({
  id: z.string(),
  inspectionId: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  canteenId: z.string(),
  canteenName: z.string(),
  kind: z.number().int(),
  area: z.string(),
  description: z.string(),
  deadline: z.string(),
  responsible: z.string(),
  status: z.number().int().describe('0 to rectify, 1 to confirm, 2 confirmed'),
  overdue: z.boolean(),
  rectifyNote: z.string(),
  rectifyBy: z.string(),
  rectifyUserId: z.string().nullable(),
  rectifyTime: z.string().nullable(),
  returnReason: z.string(),
  confirmBy: z.string(),
  confirmTime: z.string().nullable(),
  inspectDeptName: z.string(),
  /** Whether the caller's unit made the inspection (and so confirms or returns it). */
  mine: z.boolean(),
  /** Whether the caller may rectify it now (the school's side, 待整改). */
  canRectify: z.boolean(),
  /** Whether the caller may confirm or return it now (the inspecting unit, 待确认, not the rectifier; the button aside). */
  canDecide: z.boolean(),
  createTime: z.string(),
  version: z.number().int(),
});

export const HazardDetail = Hazard.extend({ photos: z.array(Photo), rectifyPhotos: z.array(Photo) });
