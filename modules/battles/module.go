package battles

import (
	"embed"
	"io/fs"

	"github.com/griffengine/griff/runtime"
)

//go:generate go run ./internal/artgen -out template/assets

//go:embed all:template
var templateFiles embed.FS

// Template returns the module's project template: "Three Battles", a
// small map with three foes to beat in a row, saved after each (the folder
// `griff-player new battles folder/` writes).
func Template() fs.FS {
	return runtime.TemplateFolder(templateFiles, "template")
}

func init() {
	runtime.RegisterModule(runtime.Module{
		Name:     "battles",
		Systems:  Systems,
		Controls: Controls,
		Template: Template(),
		Summary:  "turn-based RPG battles (Final Fantasy, Pokémon): a party of three, commands, skills with formulas and dice from tables, elements, status effects, items, experience and levels, started from a map; three battles in a row",
	})
}
