// The attendance module: 考勤: groups, make-up, meal stops and the punch records. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { attendanceGroupRoutes } from './routes/groups.ts';
import { attendanceGroupCheckRoutes } from './routes/group-check.ts';
import { attendanceMakeUpRoutes } from './routes/make-up.ts';
import { attendanceMealStopRoutes } from './routes/meal-stop.ts';
import { attendanceRecordRoutes } from './routes/records.ts';
import { attendanceTodo } from './todo.ts';

export const attendanceModule = defineModule({
  name: 'attendance',
  routes: (app, ctx) => {
    attendanceGroupRoutes(app, ctx);
    attendanceGroupCheckRoutes(app, ctx);
    attendanceMakeUpRoutes(app, ctx);
    attendanceMealStopRoutes(app, ctx);
    attendanceRecordRoutes(app, ctx);
  },
  todo: attendanceTodo,
});

// what other modules use of this one
export { dropDevice, recordDevicePunch } from './devices.ts';
// the workflow's leaves: 停餐 for an approved leave, on the applicant's diner record
export { cancelLeaveMealStop, dinerOfUser, stopMealsForLeave, type LeaveDiner } from './leave-stop.ts';
