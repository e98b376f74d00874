package cards

import (
	"embed"
	"io/fs"

	"github.com/griffengine/griff/runtime"
)

//go:generate go run ./internal/artgen -out template/assets

//go:embed all:template
var templateFiles embed.FS

// Template returns the module's project template: "Spire of Cards", a
// short deck-building run of three fights (the folder
// `griff-player new cards folder/` writes).
func Template() fs.FS {
	return runtime.TemplateFolder(templateFiles, "template")
}

func init() {
	runtime.RegisterModule(runtime.Module{
		Name:     "cards",
		Systems:  Systems,
		Controls: Controls,
		Template: Template(),
		Summary:  "deck-building card fights (Slay the Spire): piles, energy, cards whose effects are data, enemy intents on the core's turns, rewards; a run of three fights",
	})
}
