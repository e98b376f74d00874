package physicsgames

import (
	"embed"
	"io/fs"

	"github.com/griffengine/griff/runtime"
)

//go:embed all:template
var templateFiles embed.FS

// Template returns the module's project template: "Sling and Flip", a
// title to choose a slingshot level or a pinball table (the folder
// `griff-player new physicsgames folder/` writes).
func Template() fs.FS {
	return runtime.TemplateFolder(templateFiles, "template")
}

func init() {
	runtime.RegisterModule(runtime.Module{
		Name:     "physicsgames",
		Systems:  Systems,
		Controls: Controls,
		Template: Template(),
		Summary:  "physics games (Angry Birds, pinball): a slingshot with a drawn trajectory, blocks of wood, stone and glass broken by impacts, targets, stars; a pinball table with flippers, bumpers, slingshots, lanes, a plunger, three balls and tilt; best scores kept",
	})
}
