package blocks

import (
	"embed"
	"io/fs"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

//go:generate go run ./internal/artgen -out template/assets

//go:embed all:template
var templateFiles embed.FS

// Template returns the module's project template: a title menu choosing
// marathon or sprint, and a scene for each (see the package documentation).
func Template() fs.FS {
	return runtime.TemplateFolder(templateFiles, "template")
}

func init() {
	scenes.Register[Well]("Blocks.Well") // wellName, written out for the agent's docgen
	scenes.Register[View]("Blocks.View")
	runtime.RegisterModule(runtime.Module{
		Name:     "blocks",
		Systems:  Systems,
		Controls: Controls,
		Template: Template(),
		Summary:  "falling blocks by the guideline: SRS, 7-bag, hold, ghost, lock delay, T-spins, marathon and 40-line sprint",
	})
}
