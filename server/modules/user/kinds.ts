// A user's kind follows from the role given to them (never from the submitted body): the user type the
// shell reads and the login type that picks the brand (docs/product-rules.md#users-and-brands, #roles-and-menus).
export const KIND_OF_ROLE: Record<string, { userType: string; loginType: number }> = {
  administrator: { userType: 'admin', loginType: 1 },
  education: { userType: 'education', loginType: 1 },
  approvebid: { userType: 'education', loginType: 1 },
  jiwei: { userType: 'jiWei', loginType: 1 },
  market: { userType: 'market', loginType: 1 },
  school: { userType: 'school', loginType: 2 },
  canteen: { userType: 'canteen', loginType: 0 },
  // experts who sign in are teachers: school users holding the expert role
  expert: { userType: 'school', loginType: 2 },
  bank: { userType: 'bank', loginType: 9 },
};
