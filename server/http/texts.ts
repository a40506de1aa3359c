// Every Russian sentence the reference backend answers with, in one place (the answers' `detail`
// and `message`). Validation messages shared with the forms live in src/domain beside their rules;
// schema violations are worded by ./errors.ts. Counts agree with their number (src/domain/format/plural.ts).
import { pluralForm, type PluralForms } from '../../src/domain/format/plural';

/** '1 символа', '2 символов', '21 символа': a count in the genitive (after 'короче', 'до', 'больше'). */
const genitive = (forms: PluralForms) => (n: number | string) => `${n} ${pluralForm(Number(n), forms)}`;

export const TEXT = {
  counts: {
    characters: genitive({ one: 'символа', few: 'символов', many: 'символов' }),
    items: genitive({ one: 'элемента', few: 'элементов', many: 'элементов' }),
  },
  notFound: {
    any: 'Не найдено',
    bot: 'Бот не найден',
    hedgeBot: 'Хедж-бот не найден',
    strategy: 'Стратегия не найдена',
    position: 'Позиция не найдена',
    hedgePosition: 'Хедж-позиция не найдена',
    user: 'Пользователь не найден',
  },
  guard: {
    noToken: 'Требуется авторизация',
    badToken: 'Недействительный или просроченный токен. Войдите в систему заново',
    forbidden: 'Недостаточно прав',
    suspended: 'Учётная запись заблокирована. Обратитесь к администратору',
    pending: 'Подтвердите адрес электронной почты: ссылка для подтверждения отправлена при регистрации',
    inactive: 'Учётная запись неактивна. Обратитесь к администратору',
    rateLimit: (limit: number) => `Превышен лимит запросов к API (${limit} в час). Повторите позже`,
  },
  auth: {
    badCredentials: 'Неверное имя пользователя или пароль',
    locked: (minutes: number) => `Слишком много неудачных попыток входа. Повторите через ${minutes} мин.`,
    codesLocked: (minutes: number) => `Слишком много неверных кодов. Повторите через ${minutes} мин.`,
    taken: 'Пользователь с таким именем или e-mail уже существует',
    badRefresh: 'Недействительный токен обновления. Войдите в систему заново',
    badEmailToken: 'Ссылка недействительна или устарела',
    verified: 'Адрес электронной почты подтверждён. Теперь можно войти',
    registered: 'Регистрация прошла успешно. Подтвердите адрес электронной почты по ссылке из письма',
    forgot: 'Если такой адрес зарегистрирован, на него отправлена ссылка для сброса пароля',
    reset: 'Пароль изменён. Войдите с новым паролем',
    loggedOut: 'Вы вышли из системы',
    secondFactor: 'Введите код из приложения-аутентификатора',
    enrolRequired: 'Администраторам нужна двухфакторная аутентификация: добавьте ключ в приложение-аутентификатор и введите код из него',
    badCode: 'Неверный код',
    badChallenge: 'Время на ввод кода истекло. Войдите заново',
    enrolled: 'Двухфакторная аутентификация включена. Сохраните коды восстановления: они показываются один раз',
    throttled: (seconds: number) => `Слишком много запросов с этого адреса. Повторите через ${seconds} с`,
    emailChanged: 'Адрес электронной почты изменён',
  },
  profile: {
    noFile: 'Выберите файл изображения',
    notImage: 'Допустимы только изображения PNG, JPEG, WebP или GIF',
    taken: 'Это имя пользователя или e-mail уже заняты',
    avatarSaved: 'Аватар обновлён',
    badMultipart: 'Некорректный запрос multipart/form-data',
    passwordNeeded: 'Чтобы сменить e-mail, введите текущий пароль',
    wrongPassword: 'Неверный текущий пароль',
    emailPending: (email: string) => `Письмо со ссылкой отправлено на ${email}: адрес изменится, когда вы перейдёте по ней`,
    passwordChanged: 'Пароль изменён. Остальные сеансы завершены',
    samePassword: 'Новый пароль совпадает с текущим',
    sessionEnded: 'Сеанс завершён',
    allSessionsEnded: 'Все сеансы завершены',
    totpAlready: 'Двухфакторная аутентификация уже включена',
    totpNotStarted: 'Подключение не начато или устарело: начните заново',
    totpDisabled: 'Двухфакторная аутентификация отключена',
    totpOff: 'Двухфакторная аутентификация не включена',
    totpRequired: 'Для администраторов двухфакторная аутентификация обязательна',
    avatarQuota: (n: number) => `Слишком много загрузок аватара: не больше ${n} в сутки`,
    readOnly: 'Недостаточно прав: у роли «Наблюдатель» профиль только для чтения',
  },
  idempotency: {
    otherRequest: 'Ключ Idempotency-Key уже использован для другого запроса',
    running: 'Запрос с этим ключом ещё выполняется',
  },
  http: {
    headersTooLarge: 'Слишком большие заголовки запроса',
    badUrl: 'Некорректный адрес запроса',
    badRequest: 'Некорректный запрос',
    timeout: 'Время ожидания запроса истекло',
    noHost: 'В запросе нет заголовка Host',
  },
  admin: {
    notSelf: 'Нельзя заблокировать собственную учётную запись',
    notSelfDelete: 'Нельзя удалить собственную учётную запись',
    lastAdmin:
      'Это последний активный администратор: назначьте администратором другого пользователя, прежде чем менять его роль, блокировать или удалять',
    created: (email: string) => `Учётная запись создана. Ссылка для установки пароля отправлена на ${email}`,
    deleted: (username: string) => `Пользователь ${username} удалён`,
  },
  bots: {
    required: 'Пожалуйста, заполните все обязательные поля',
    rpcUrl: 'RPC URL должен быть адресом вида https://…',
    blankName: 'Название бота не может быть пустым',
    blankWallet: 'Адрес кошелька не может быть пустым',
    deleted: 'Бот удалён',
    maxBots: (n: number) => `Достигнут лимит созданных ботов (${n}). Обратитесь к администратору, чтобы увеличить лимит`,
    maxConcurrent: (n: number) => `Достигнут лимит одновременно запущенных ботов (${n}). Остановите другого бота`,
  },
  mining: {
    started: 'Майнинг запущен',
    stopped: 'Майнинг остановлен',
    noRunning: 'Нет запущенного майнинга по этой стратегии',
  },
  backtest: {
    noHistory: 'Недостаточно истории рынка за этот период',
    perUser: 'Уже идут две ваши проверки на истории: дождитесь их результата',
    busy: 'Сервер занят проверками на истории. Повторите через несколько секунд',
    timeout: 'Проверка на истории не уложилась в отведённое время',
    failed: 'Не удалось выполнить проверку на истории',
  },
  strategies: {
    nameRequired: 'Название стратегии обязательно',
    exitNotFound: 'Стратегия выхода не найдена',
    deleted: 'Стратегия удалена',
    changedElsewhere: 'Стратегия изменена в другом окне',
  },
  positions: {
    closed: 'Позиция уже закрыта',
    balanced: 'Позиции не нужна ребалансировка: доля базового токена в пределах 50 % ± 10 п. п.',
    badDate: (field: string) => `Некорректная дата в параметре ${field}`,
    badRange: 'Дата начала периода позже даты окончания',
  },
  hedge: {
    deleted: 'Хедж-бот удалён',
    positionClosed: 'Хедж-позиция уже закрыта',
    botMismatch: 'bot_id в теле запроса не совпадает с ботом в адресе',
    cannotHedge: 'Не удалось открыть хедж-позицию: торговая пара бота не поддерживается',
    limit: (n: number) => `Достигнут лимит хедж-позиций бота (${n}). Закройте одну из открытых позиций`,
  },
  market: {
    unknownSymbol: (s: string) => `Неизвестный торговый символ: ${s}`,
    primaryDown: 'Основной источник рыночных данных недоступен',
  },
  analysis: {
    unknownToken: (s: string) => `Неизвестный токен: ${s}`,
    unknownPool: (s: string) => `Неизвестный пул ликвидности: ${s}`,
    notEnoughCandles: 'Недостаточно свечей для расчёта индикаторов',
  },
  /**
   * The live socket's close reasons (a WebSocket close reason is at most 123 bytes of UTF-8, about
   * 60 Cyrillic letters: texts.test.ts checks) and its refused upgrade; an unknown bot closes with
   * `notFound.bot`.
   */
  live: {
    badRequest: 'Некорректный адрес сокета',
    noToken: 'Токен не найден, войдите в систему',
    badToken: 'Недействительный токен',
    ended: 'Сеанс завершён',
    expired: 'Срок действия токена истёк',
    forbidden: 'Подтвердите адрес электронной почты',
    originRefused: 'Запросы с этого адреса страницы не разрешены сервером',
    noSuchSocket: 'Сокета по такому адресу нет: обновления бота идут через /ws/<id бота>',
  },
  push: {
    device: 'Устройство не найдено',
    endpoint: 'Адрес push-сервиса не принят: нужен https-адрес push-сервиса браузера',
    timeZone: (tz: string) => `Неизвестный часовой пояс: ${tz}`,
    deleted: 'Устройство удалено: уведомления на него больше не приходят',
    testQueued: 'Проверочное уведомление отправлено',
    disabled: 'Устройство выключено: включите его, чтобы получать уведомления',
    tooManyDevices: (n: number) => `Подключено слишком много устройств: не больше ${n}. Удалите ненужное в списке устройств`,
    tooManyTests: (n: number) => `Слишком много проверочных уведомлений: не больше ${n} в минуту. Повторите позже`,
  },
  /** Notifications of the alert rules (issue 23): titles and bodies as the device shows them. */
  alerts: {
    stopLoss: { title: (bot: string) => `Стоп-лосс: ${bot}`, side: { upper: 'верхнему', lower: 'нижнему' } as Record<string, string> },
    stopLossBody: (pair: string, id: number, side: string, price: string, pnl: string) =>
      `${pair}: позиция #${id} закрыта по ${side} стоп-лоссу, цена ${price}, результат ${pnl}`,
    outOfRange: { title: (bot: string) => `Вне диапазона: ${bot}`, side: { above: 'выше', below: 'ниже' } as Record<string, string> },
    outOfRangeBody: (pair: string, id: number, side: string, price: string, pnl: string) =>
      `${pair}: цена ${price} ${side} диапазона позиции #${id}, PnL ${pnl}`,
    rebalancing: { title: (bot: string) => `Нужна ребалансировка: ${bot}` },
    rebalancingBody: (pair: string, id: number, price: string, pnl: string) =>
      `${pair}: доля ETH в позиции #${id} отошла от 50 % больше чем на 10 п. п., цена ${price}, PnL ${pnl}`,
    botError: { title: (bot: string) => `Ошибка бота: ${bot}` },
    botErrorBody: (bot: string) => `Бот «${bot}» перешёл в состояние ошибки`,
    hedgeStopped: {
      title: (bot: string, liquidated: boolean) => (liquidated ? `Хедж ликвидирован: ${bot}` : `Хедж закрыт по стоп-лоссу: ${bot}`),
    },
    hedgeStoppedBody: (pair: string, id: number, price: string, pnl: string, liquidated = false) =>
      `${pair}: хедж-позиция #${id} ${liquidated ? 'ликвидирована' : 'закрыта'}, цена ${price}, результат ${pnl}`,
    dailyLoss: { title: 'Крупный убыток за сутки' },
    dailyLossBody: (pnl: string, threshold: string) => `PnL за 24 часа: ${pnl} (порог −${threshold} USDT)`,
    test: { title: 'LP Ops: проверка', body: 'Push-уведомления на этом устройстве работают.' },
  },
  /** A bot's journal (issue 54): each entry is one of these, filled by server/journal/messages.ts. */
  journal: {
    created: (network: string, pair: string) => `Бот создан (${network}, ${pair})`,
    createdDemo: 'Бот создан (демо)',
    hedgeCreated: 'Хедж-бот создан',
    hedgeCreatedDemo: 'Хедж-бот создан (демо)',
    started: 'Бот запущен',
    hedgeStarted: 'Хедж-бот запущен',
    stopped: (how: string) => `Бот остановлен: ${how}`,
    stoppedWhy: (how: string, reason: string) => `Бот остановлен: ${how}, причина «${reason}»`,
    hedgeStopped: 'Хедж-бот остановлен',
    stopTypes: { graceful: 'плавная остановка', immediate: 'немедленная остановка' } as Record<string, string>,
    restart: 'перезапуск',
    settingsChanged: 'Настройки бота изменены',
    hedgeSettingsChanged: 'Настройки хедж-бота изменены',
    startRefused: (why: string) => `Запуск не выполнен: ${why}`,
    opened: (id: number, pair: string, price: string, lower: string, upper: string, size: string) =>
      `Позиция #${id} открыта: ${pair}, цена ${price}, диапазон ${lower}–${upper}, размер ${size}`,
    reopened: (id: number, pair: string, price: string, lower: string, upper: string, size: string) =>
      `Позиция #${id} открыта заново из токенов закрытой: ${pair}, цена ${price}, диапазон ${lower}–${upper}, размер ${size}`,
    closed: (id: number, reason: string, price: string, pnl: string) =>
      `Позиция #${id} закрыта: ${reason}, цена ${price}, результат ${pnl}`,
    hedgeOpened: (id: number, amount: string, leverage: string, price: string) =>
      `Хедж #${id} открыт: шорт на ${amount}, плечо ${leverage}, цена ${price}`,
    hedgeClosed: (id: number, reason: string, price: string, result: string) =>
      `Хедж #${id} закрыт: ${reason}, цена ${price}, результат ${result}`,
    hedgeLiquidated: (id: number, price: string, result: string) => `Хедж #${id} ликвидирован биржей: цена ${price}, результат ${result}`,
    reasons: {
      upper_stop_losss: 'выход по верхнему каналу',
      upper_stop_loss: 'выход по верхнему каналу',
      lower_stop_loss: 'выход по нижнему каналу',
      manual: 'ручное закрытие',
      rebalance: 'ребалансировка',
      system_restart_cleanup: 'системная очистка после перезапуска',
      liquidated: 'ликвидация хеджа',
      stop_loss: 'стоп-лосс',
      take_profit: 'тейк-профит',
    } as Record<string, string>,
    otherReason: 'другая причина',
  },
} as const;
