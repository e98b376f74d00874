package tactics

import (
	"embed"
	"io/fs"

	"github.com/griffengine/griff/runtime"
)

//go:generate go run ./internal/artgen -out template/assets

//go:embed all:template
var templateFiles embed.FS

// Template returns the module's project template: "Three Banners", a
// campaign of three maps with generated art (the folder
// `griff-player new tactics folder/` writes).
func Template() fs.FS {
	return runtime.TemplateFolder(templateFiles, "template")
}

func init() {
	runtime.RegisterModule(runtime.Module{
		Name:     "tactics",
		Systems:  Systems,
		Controls: Controls,
		Template: Template(),
		Summary:  "turn-based tactics (Fire Emblem, Advance Wars): move and attack ranges, terrain, forecasts, an enemy AI, fog of war; a 3-map campaign",
	})
}
