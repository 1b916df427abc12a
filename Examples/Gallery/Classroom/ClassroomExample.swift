extension GalleryExample {
    /// Containment as a refactoring tool: a master controller and its three
    /// children — lecture video, slides and chat.
    static var classroom: GalleryExample {
        GalleryExample(
            id: "classroom", title: "Classroom", iconName: "x-office-presentation-symbolic",
            summary: "A master controller lays out three children — video, slides and chat — "
                + "that talk through protocols; the chat moves to its own window and back.",
            sourcePath: #filePath.replacingOccurrences(of: "ClassroomExample.swift", with: "ClassroomViewController.swift"),
            makeViewController: makeClassroom)
    }

    /// Builds the children, wires them together through their protocols,
    /// and hands them to the master.
    @MainActor static func makeClassroom() -> ClassroomViewController {
        let lecture = Lecture.containment
        let video = LectureVideoViewController(lecture: lecture)
        let keynote = KeynoteViewController(parts: lecture.parts)
        let chat = ChatViewController(messages: [
            ChatMessage(author: "Mina", text: "Hi all! Is the recording of last week up?"),
            ChatMessage(author: "Teacher", text: "It is. Today: splitting a big controller into children."),
        ])
        video.slideShow = keynote   // the lecture's time turns the slides
        keynote.observer = chat     // each new slide is announced in the chat
        return ClassroomViewController(video: video, keynote: keynote, chat: chat,
                                       makeChatWindow: GtkPaneWindow.factory)
    }
}
