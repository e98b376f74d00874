// Package builtins lists the built-in systems a game made from a game folder
// has, in the order they are set up, so every host (the window, the server,
// tests, balance runs) makes the same frame. The core (package runtime) adds
// only its own systems (the clock, input, committing spawns and destroys);
// everything else is a system of its own package under runtime/, added here the
// same way a module's systems are.
package builtins

import (
	"fmt"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/data/dlg"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/beat"
	"github.com/griffengine/griff/runtime/dialogue"
	"github.com/griffengine/griff/runtime/effects"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/hud"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/lifetime"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/runtime/motion"
	"github.com/griffengine/griff/runtime/physworld"
	"github.com/griffengine/griff/runtime/sceneflow"
	"github.com/griffengine/griff/runtime/scripts"
	"github.com/griffengine/griff/runtime/sounds"
	"github.com/griffengine/griff/runtime/switches"
	"github.com/griffengine/griff/runtime/tables"
	"github.com/griffengine/griff/runtime/timers"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/runtime/view"
	"github.com/griffengine/griff/scenes"
)

// Options are the built-in systems' own settings, each handed to its system's
// constructor. The zero value is a game with no scene loader (no scene
// changes) and physics' default world.
type Options struct {
	// Scenes loads scenes for scene changes (runtime/sceneflow); nil means the
	// game cannot change scenes.
	Scenes sceneflow.Loader
	// Physics configures each scene's physics world (runtime/physworld).
	Physics physics.Options
	// Tables is the game's table set (runtime/tables); nil means none.
	Tables *data.Set
	// Sound gives the game its mixer, sound library and settings store
	// (runtime/sounds); the zero value is a game without sound.
	Sound sounds.Options
	// Beat keeps the player's beat settings (runtime/beat); the zero value
	// keeps none.
	Beat beat.Options
	// Dialogue is the game's dialogue files (runtime/dialogue); nil means
	// none.
	Dialogue *dlg.Set
	// StartScene, when not "", names the scene NewGame loads with Scenes and
	// starts the game with (unless runtime.Options.Scene is set already).
	StartScene string
	// UI configures the UI system (runtime/ui): the logical screen, the
	// string table, the settings store.
	UI ui.Options
	// Effects configures the effects system (runtime/effects): the game's
	// cap on live particles.
	Effects effects.Options
}

// NewGame makes a game with the built-in systems around own (see Systems),
// loading opts.StartScene first when the game has no scene yet. It returns an
// error naming the start scene if it does not load (or Scenes is nil), or what
// runtime.NewGame returns.
func NewGame(game runtime.Options, opts Options, own ...runtime.System) (*runtime.Game, error) {
	if game.Scene == nil && opts.StartScene != "" {
		if game.Problems == nil {
			game.Problems = scenes.NewProblems(nil)
		}
		if opts.Scenes == nil {
			return nil, fmt.Errorf("builtins: start scene %q named but Options.Scenes is nil", opts.StartScene)
		}
		sc, err := opts.Scenes.LoadScene(opts.StartScene, game.Problems)
		if err != nil {
			return nil, fmt.Errorf("builtins: loading start scene %q: %w", opts.StartScene, err)
		}
		game.Scene = sc
	}
	return runtime.NewGame(game, Systems(opts, own...)...)
}

// Systems returns new built-in systems for one game around own, the systems a
// game adds (its modules' in the order its project names them, then its own):
// scene changes, the beat, turns, grid movement, messages, items, switches and doors, motion, physics, timers and tweens, lifetimes and spawners,
// tables, scripts, dialogue, sound, then own, then the view system (sprite
// animation and cameras), so they see what gameplay did this step, then the
// effects system (particles, lights, screen effects) and the HUD system (bars,
// counters, typewriters), and last
// the UI system (panels, menus, the pause menu; its step runs in the begin
// phase after the input). The order fixes the order of steps placed in one phase, and so
// the frame; a golden test pins the frame of a loaded game.
func Systems(opts Options, own ...runtime.System) []runtime.System {
	out := []runtime.System{
		sceneflow.NewSystem(opts.Scenes),
		beat.NewSystem(opts.Beat),
		turns.NewSystem(),
		grid.NewSystem(),
		messages.NewSystem(),
		items.NewSystem(),
		switches.NewSystem(),
		motion.NewSystem(),
		physworld.NewSystem(opts.Physics),
		timers.NewSystem(),
		lifetime.NewSystem(),
		tables.NewSystem(opts.Tables),
		scripts.NewSystem(),
		dialogue.NewSystem(opts.Dialogue),
		sounds.NewSystem(opts.Sound),
	}
	out = append(out, own...)
	return append(out, view.NewSystem(), effects.NewSystem(opts.Effects),
		hud.NewSystem(hud.Options{Screen: opts.UI.Screen, Strings: opts.UI.Strings}), ui.NewSystem(opts.UI))
}
