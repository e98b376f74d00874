package puzzle

import (
	"embed"
	"io/fs"

	"github.com/griffengine/griff/runtime"
)

//go:generate go run ./internal/artgen -out template/assets

//go:embed all:template
var templateFiles embed.FS

// Template returns the module's project template: "Crate Keeper", a
// Sokoban-like with six short levels and a level select (the folder
// `griff-player new puzzle folder/` writes).
func Template() fs.FS {
	return runtime.TemplateFolder(templateFiles, "template")
}

func init() {
	runtime.RegisterModule(runtime.Module{
		Name:     "puzzle",
		Systems:  Systems,
		Controls: Controls,
		Template: Template(),
		Summary:  "grid puzzles (Sokoban, PuzzleScript): pushes, targets, exits, exact undo and restart, a level select; six levels",
	})
}
