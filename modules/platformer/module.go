package platformer

import (
	"embed"
	"io/fs"

	"github.com/griffengine/griff/runtime"
)

//go:embed template
var templateFiles embed.FS

// Template returns the module's project template: a playable game folder
// (project.griff, scenes/level1.json and level2.json, prefabs/) that
// `griff-player new platformer folder/` copies.
func Template() fs.FS {
	t, err := fs.Sub(templateFiles, "template")
	if err != nil {
		panic("platformer: the embedded template is missing: " + err.Error())
	}
	return t
}

// Systems returns new systems of the module for one game, in the order they
// are set up: the players system, the actors system and the interactions
// system. Give them to runtime.NewGame to use the module in a game built in
// code; a project naming "platformer" in its modules gets them from the host.
func Systems() []runtime.System {
	return []runtime.System{&playerSystem{}, &actorSystem{}, &interactSystem{}}
}

func init() {
	runtime.RegisterModule(runtime.Module{
		Name:     "platformer",
		Systems:  Systems,
		Template: Template(),
		Summary:  "side-view platformer: run and jump, coins, keys and doors, enemies, checkpoints, two levels",
	})
}
