package adventure

import (
	"embed"
	"io/fs"

	"github.com/griffengine/griff/runtime"
)

//go:generate go run ./internal/artgen -out template/assets

//go:embed all:template
var templateFiles embed.FS

// Template returns the module's project template: "The Keeper's Key", a
// two-room point-and-click puzzle with a short conversation (the folder
// `griff-player new adventure folder/` writes).
func Template() fs.FS {
	return runtime.TemplateFolder(templateFiles, "template")
}

func init() {
	runtime.RegisterModule(runtime.Module{
		Name:     "adventure",
		Systems:  Systems,
		Controls: Controls,
		Template: Template(),
		Summary:  "point-and-click adventures (Monkey Island, Thimbleweed Park): rooms with walk areas and walk-behinds, hotspots with look/use/talk/take, an inventory bar with items used and combined, conversations, room changes; a two-room puzzle",
	})
}
