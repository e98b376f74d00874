package dungeon

import (
	"embed"
	"io/fs"

	"github.com/griffengine/griff/runtime"
)

//go:generate go run ./internal/artgen -out template/assets

//go:embed all:template
var templateFiles embed.FS

// Template returns the module's project template: "Five Floors Down", a
// roguelike run of five generated floors (the folder `griff-player new
// dungeon folder/` writes).
func Template() fs.FS {
	return runtime.TemplateFolder(templateFiles, "template")
}

func init() {
	runtime.RegisterModule(runtime.Module{
		Name:     "dungeon",
		Systems:  Systems,
		Controls: Controls,
		Template: Template(),
		Summary:  "roguelike dungeons (Brogue): seeded floors of rooms and corridors, field of view with a remembered map, turn-based fights on the core's turns and grid, loot into the core's inventory, stairs, permadeath; a run of five floors",
	})
}
