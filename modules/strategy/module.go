package strategy

import (
	"embed"
	"io/fs"

	"github.com/griffengine/griff/runtime"
)

//go:embed all:template
var templateFiles embed.FS

// Template returns the module's project template: "Skirmish", one map
// with trees and gold mines, the player's town hall and peasants in the
// south-west against the computer's in the north-east (the folder
// `griff-player new strategy folder/` writes).
func Template() fs.FS {
	return runtime.TemplateFolder(templateFiles, "template")
}

func init() {
	runtime.RegisterModule(runtime.Module{
		Name:     "strategy",
		Systems:  Systems,
		Controls: Controls,
		Template: Template(),
		Summary:  "real-time strategy (StarCraft, Age of Empires, Warcraft II): box selection and control groups, move, attack, gather, build and train orders, A* paths with avoidance, gold and wood, supply, fog of war, a minimap and an AI opponent; one skirmish map",
	})
}
