// Russian texts of the access-denied page: they load with it (routing/AccessDenied.tsx), not with the
// first screen. Its title is ru.access.denied.title, which the admin section shows too.
export const deniedRu = {
  text: 'У вас нет прав для доступа к этой странице',
  requiredRoles: 'Требуемые роли',
  yourRole: 'Ваша роль',
  back: 'Назад',
} as const;
