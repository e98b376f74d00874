package platformer

import "github.com/griffengine/griff/runtime"

// Systems returns new systems of the module for one game, in the order they
// are set up: the players system, the actors system and the interactions
// system. Give them to runtime.NewGame to use the module in a game built in
// code; a project naming "platformer" in its modules gets them from the host.
func Systems() []runtime.System {
	return []runtime.System{&playerSystem{}, &actorSystem{}, &interactSystem{}}
}

// init registers the module without a template: its template is the
// built-in game of package assets, which a genre module may not import, so
// the program gives it (runtime.SetTemplate; griff-player does).
func init() {
	runtime.RegisterModule(runtime.Module{
		Name:     "platformer",
		Systems:  Systems,
		Controls: Controls,
		Summary:  "side-view platformer: run and jump, coins, keys and doors, enemies, checkpoints, two levels",
	})
}
