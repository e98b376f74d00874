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
//   - Up to MaxPlayers (8) local players. Players on other machines reach the
//     game through the network session as events, not through this package.
//
// The package imports only griff and keeps no mutable package-level state.
package input
