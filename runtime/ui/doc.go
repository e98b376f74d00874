// Package ui is the UI system: panels and the widgets on them (buttons,
// toggles, sliders, choice lists), worked with the keyboard, a gamepad and the
// mouse or touch, and the game's own pause (a pause menu).
//
// A Panel is a box pinned to the screen (drawn on the HUD, the layer drawn over
// every camera view) holding its child entities' Widgets. Both are components,
// so panels and menus are described in scene and prefab files with no code;
// what a widget does is named by its Action ("open:Settings", "close", "back",
// "toggle:NAME", "scene:NAME" (a scene change through runtime/sceneflow),
// "quit" (a window host closes; IPanels.QuitAsked), or a name of the game's
// own such as "start" that the game reads from IPanels.Chosen).
//
// Decisions:
//
//   - Layout is in the project's logical screen (Options.Screen, the
//     project's window size), never the window's real size: the window host
//     scales the whole logical screen, so panels scale with the window and the
//     same clicks (pointer input is in the same logical pixels) hit the same
//     widgets on every machine. A panel anchors to a point of the screen
//     (Panel.Anchor: 0 the left or top edge, 1 the right or bottom, 0.5 the
//     middle) and the same point of the panel goes there.
//   - Panels stack. Opening one (by its Toggle action, a widget's Action,
//     IPanels.Open from a script, or a message of runtime/messages sent to
//     its entity: "open", "close", "toggle", or the names in Panel.OpenOn,
//     CloseOn and ToggleOn, so a scene file's wire opens a game-over panel)
//     puts it on top. A closed panel's entity is inactive, and messages to
//     a group or the whole scene reach only active entities: address a
//     closed panel by its entity's name. Only the top panel takes
//     input. Each panel keeps its own focused widget (Panel.Focus), so going
//     back to a panel finds the focus where it was.
//   - Focus moves in the direction pressed to the nearest widget that way: of
//     the widgets whose centre is ahead (a positive distance along the
//     direction), the one with the smallest distance along it plus twice the
//     distance across; on a tie, the first in hierarchy order. It does not
//     wrap. On a slider or a choice list, left and right change the value
//     instead. A panel with no focused widget focuses its first.
//   - The pointer: moving over a widget focuses it, a press of the click
//     action (UIClick, bound to "Mouse:Left") over it activates it; a click on
//     a slider sets it to the point clicked, rounded to its step. Hit tests use
//     the widget's box (its entity's position and Size) in logical pixels.
//   - The UI reads the local player's actions: UIUp, UIDown, UILeft, UIRight,
//     UIAccept, UIBack and UIClick by default (Actions), and pointer. The
//     project binds them to keys, gamepad buttons and the mouse as it likes.
//     The local player is input player 0, except on a player's machine in a
//     session (runtime/network), whose keys are input of their player index
//     (network.Service.LocalPlayer): there the UI reads that index, so a
//     player works their menus (a visual novel's choice, a level select)
//     with their own keys and mouse. The host's UI reads its own player, 0.
//     A widget's "scene:NAME" changes no scene on a player's machine: the
//     host chooses the scene and its players follow (runtime/network).
//   - Pause: a panel with Pauses set pauses the gameplay while it is open.
//     This is the game's own pause (runtime.Pauser), not the host's
//     (runtime.Clock.SetPaused, which stops every step after a fault or while
//     the window is hidden): steps keep coming, input is read, StepUI runs and
//     widgets animate, but no gameplay step runs and game time stands still.
//     It takes effect from the step after the panel opens or closes. In an
//     online game (one that hosts or joins a session, runtime/network) no
//     panel pauses: the game's time is shared with the other players (and a
//     dedicated server has nobody to close a title menu), so a pause menu
//     there is only a menu.
//   - Animation is counted in steps, not game time: a widget's Glow eases to
//     its focus over a fifth of a second of steps, and is drawn between steps
//     (visual.Smoothed), so a paused game's menu still animates.
//   - A Toggle opens its panel only while no open panel pauses the gameplay:
//     the pause key does nothing on a title menu that pauses the level behind
//     it, or while a pause menu's settings panel is on top.
//   - Rebinding (Widget.Setting "bind:ACTION"): activating the widget makes
//     it wait (Widget.Waiting) for the next key pressed, which reaches the
//     game as input like any other, so it is recorded and replayed: while a
//     widget waits, the host's input.Live queues a press of the key's
//     capture action ("Key/K", input.CaptureAction). The key becomes the
//     action's only key; its gamepad and mouse bindings stay. Escape, or the
//     back action, cancels (Escape is kept for the menus). Conflicts are
//     settled among the actions the scene's rebinding widgets show: one that
//     the key drove loses it and, if that leaves it with no key, takes the
//     rebound action's former first key (the two swap), so no action a player
//     can rebind is left without a key; other actions (the UI's own) may
//     share the key, since menus and gameplay do not read at once. Composite
//     axes (one action with "Key:A-" and "Key:D") are not rebound by key:
//     give each direction an action of its own. The bindings are kept in the
//     player's settings (Settings.Bindings) and put into the game's controls
//     (Options.Controls) when it starts; saved bindings that do not read warn
//     and leave the project's.
//   - Settings and rewinds: the player's settings (Settings, and the sound
//     settings of runtime/sounds) are the player's, not game state, as in
//     every engine that rewinds or rolls back (Ren'Py keeps its preferences
//     through a rollback). A widget bound to one (Widget.Setting) shows and
//     changes the setting itself (Widget.Current), not its Value, so the
//     setting is in no snapshot, save or state digest: two machines of a
//     match whose players keep different volumes stay in step (their
//     digests agree), and a restore (a Timeline's Rewind, a saved game's
//     load, a rollback) keeps the settings as they are now; the bound
//     widgets take the setting's value again from the next StepUI after
//     one (runtime.Game.Restores). So a rewind over a step where the player
//     changed a setting, played on with the same input, is the same game
//     under the player's current settings; the game's state, and so the
//     fingerprint, does not hold the setting either way. A re-simulated
//     step (runtime.Game.Resimulating: a rollback, a sparse Timeline's
//     rewind) replays the press but does not apply it to the setting again
//     (the player made that change the first time through): the widget
//     shows the setting as it is.
//   - Modules' settings: a module offers its own player settings (a rhythm
//     game's scroll speed, a novel's text speed) the same way, as
//     SettingSources its system returns from UISettings (the optional
//     interface SettingProvider), asked once, on the UI's first step, so
//     the order systems are set up in does not matter (the built-ins set
//     the UI up last). A widget binds to one by its Setting (the source's
//     Name, "rhythm.scrollSpeed") or, with no Setting, by the source's
//     Binds (the module's widget names, so older scene files keep
//     working); it shows the source's Get (asked every StepUI, so a
//     change made another way shows at once; a slider's clamped to its
//     range), a choice list takes the source's Choices, and a press calls
//     Set, never writing the widget's Value, under the rules above (not in
//     a re-simulated step). Sources are not kept in Options, which the
//     host fills before modules exist, nor registered through IPanels,
//     whose system is set up after the modules' (so it could not be found
//     in their Setup); a mistake in a source (no name, Get or Set, a name
//     of the UI's own settings or one offered twice) panics.
//   - Labels are drawn with their inline tags (runtime/ui/markup): each tagged
//     part in its colour and size, on one baseline (visual.Text.Tags).
//   - Every text can come from the string table (Options.Strings): a
//     widget's Label, a HUD text and any visual.Text whose text is "@id" show
//     that row in the player's language (Settings.Language). StepUI looks a
//     Text up when its text or the language changes (it runs while the
//     gameplay is paused, so a title menu's texts are looked up too) and
//     keeps the row in visual.Text.Lookup, which the renderer draws; an id
//     the table lacks warns once (naming the entity and Griff.Text) and is
//     drawn as written. Dialogue lines, speakers and choices are looked up
//     through IPanels.Localize the same way (runtime/dialogue).
//   - Nonsense values (from a scene file or a script) are put right early in
//     each StepUI (after bound widgets took the player's settings), with one warning naming the entity and
//     Griff.Panel or Griff.Widget: NaN or infinite numbers take their
//     defaults; negative sizes become 0; a slider's min above its max is
//     swapped, equal non-zero bounds become [0, 1], a negative step becomes
//     the default (a tenth of the range) and its value is clamped into the
//     range; a choice's value becomes a whole index of its choices; a
//     toggle's becomes 0 or 1; a panel's Focus that is not one of its
//     widgets is cleared (the first widget takes focus). StepUI runs while
//     the gameplay is paused, so a title menu's mistakes show at once.
//   - All the UI's state is in its components (open, stack, focus, values,
//     glow), so it is saved, hashed and restored with the scene; the system
//     keeps only this step's Chosen list.
package ui
