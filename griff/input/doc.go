// Package input holds Griff's input model: the physical controls (Key,
// MouseButton, GamepadButton, GamepadAxis), the bindings that tie them to named
// actions (Binding, Controls), the events a game sees (Event), where events come
// from (Source: Live for people, Script for tests, demos and replays, Recorder to
// make recordings), and the per-step input state of several local players (State).
//
// Decisions:
//
//   - The game sees actions, never devices. A host reads its devices into a
//     DeviceState every frame; a Mapper turns that into Events through the
//     Controls, for each local player's devices. So a recording is just the list
//     of events, and replaying it does not depend on the controls or devices.
//   - Input counts in the next step taken, once: Live keeps
//     everything since the previous step, so a frame that takes no step loses
//     nothing and a press and release between two steps is one press and one
//     release in the next.
//   - Pressed means "went down in this step" even if it also went up in it, so a
//     tap shorter than a step is never lost.
//   - An action's value is the sum of its bindings' contributions clamped to
//     [-1, 1]: "Key:A-", "Key:D" and "Axis:LeftX" make one left-right action
//     (Unity's 1D composite; both keys held give 0). Axis bindings have a
//     threshold (DefaultThreshold 0.5, Godot's default dead zone); below it they
//     add nothing.
//   - Names of keys, buttons and axes are the W3C UI Events / Gamepad names that
//     Ebitengine also uses; they and the binding texts ("Key:Space", "Pad:A",
//     "Axis:LeftX+@0.25") are saved in project files and never change.
//   - Recordings are text, one event per line after a version header, so they
//     diff well and can be written by hand; see WriteEvents and ReadEvents.
//     Version 2 added pointer lines; a list without pointer events is still
//     written as version 1, and both are read.
//   - The pointer (mouse cursor, wheel, touches) is input like the actions:
//     events (Event.Kind other than KindAction) per step, for a local player,
//     in the project's logical pixels (never the window's real size, so the
//     same recording clicks the same button on every machine). The State
//     keeps each player's Pointer and Touches; mouse buttons are actions
//     bound to "Mouse:Left" and so on. World coordinates come from the main
//     camera (runtime/view.ScreenToWorld), since this package knows no camera.
//   - Events carry when they happened within the step they count in
//     (Event.At, in steps after that step's start: its game time is the
//     step's start plus At step durations), so a rhythm game judges a hit
//     finer than a step (a step at 60 steps a second is 16.7 ms, wider than
//     a "perfect" window). State.PressedAt and ReleasedAt report it for an
//     action (the step's first press, its last release), Touch.BeganAt and
//     EndedAt for a finger. A source that knows no time gives 0, the step's
//     start: Frame, Push without At, a script written by hand.
//   - At is a whole number of 1/AtResolution (1/1024) steps: a power of two,
//     so every value is exact in a float64 and in its shortest decimal
//     ("0.2998046875" reads back to the same bits), every machine and every
//     replay holds the same bits, and the network sends it in two bytes.
//     1/1024 of a step is 16 µs at 60 steps a second, far below a display's
//     frame and any judgement window. At is at most MaxAt (8 steps).
//   - The window host stamps events with Live.FrameAt: every event of a frame
//     gets the moment the host read the devices, as the game's clock counts
//     it once the frame's time is added (the clock's Blend before the frame
//     plus the frame's time, snapped as the clock snaps it). Ebitengine reads
//     the devices once a frame and gives no time of its own for a key, so the
//     resolution is a frame (16.7 ms at 60 Hz, 6.9 ms at 144 Hz), not the
//     moment the key went down; at 60 Hz and 60 steps a second every event
//     reads at exactly 1, the end of the step its frame takes. A frame that
//     takes no step queues its events, with an At below 1, for the next step
//     taken.
//   - A frame that takes several steps hands its events to the first of them,
//     with an At past 1 (up to MaxOwed's 6 steps at 60 steps a second); at a
//     display rate above the step rate a frame that takes a step after owing
//     part of one reads past that step's end too (At up to 1 + 60/144 at 144
//     Hz). So a game judges by the step's start plus At, never assuming At
//     is below 1.
//   - Recordings keep At (" at=" on an event's line, list version 3); a list
//     without times is written as version 1 or 2 and an older recording reads
//     with every At 0, so it replays as it did. A replay hands each event its
//     recorded At, so a game judged by the times ends the same at any frame
//     rate. The network carries At with the step's input (runtime/network).
//     The state's binary form (snapshots) does not keep the times: they are
//     the step's edges, which the next step's Apply clears.
//   - Up to MaxPlayers (8) local players. Players on other machines reach the
//     game through the network session as events, not through this package.
//
// The package imports only griff and keeps no mutable package-level state.
package input
