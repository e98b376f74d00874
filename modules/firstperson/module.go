package firstperson

import (
	"embed"
	"io/fs"

	"github.com/griffengine/griff/runtime"
)

//go:generate go run ./internal/artgen -out template/assets

//go:embed all:template
var templateFiles embed.FS

// Template returns the module's project template: "Bunker", a small level
// with a locked door and its key, guards, pickups and an exit (the folder
// `griff-player new firstperson folder/` writes).
func Template() fs.FS {
	return runtime.TemplateFolder(templateFiles, "template")
}

func init() {
	runtime.RegisterModule(runtime.Module{
		Name:     "firstperson",
		Systems:  Systems,
		Controls: Controls,
		Template: Template(),
		Summary:  "first-person shooters on a grid (Wolfenstein 3D, Doom): a DDA raycaster with textured walls, billboard things sorted by depth, sliding doors, keys, pickups, a hitscan weapon with kick and flash, guards that see and chase, mouse look; a level with an exit",
	})
}
