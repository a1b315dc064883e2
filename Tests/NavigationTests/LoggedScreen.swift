import Navigation

/// A screen that writes its callbacks into a shared log, as "TITLE.willAppear" and so on.
final class LoggedScreen: Screen {
    let log: CallbackLog

    init(_ title: String, log: CallbackLog) {
        self.log = log
        super.init(title: title)
    }

    override func viewWillAppear(_ animated: Bool) { log.lines.append("\(title).willAppear") }
    override func viewIsAppearing(_ animated: Bool) { log.lines.append("\(title).isAppearing") }
    override func viewDidAppear(_ animated: Bool) { log.lines.append("\(title).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(title).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(title).didDisappear") }
}

/// The appearance callbacks of several screens, in the order they ran.
final class CallbackLog {
    var lines: [String] = []

    /// The lines since the last call.
    func take() -> [String] {
        defer { lines = [] }
        return lines
    }
}
