package novel

import (
	"embed"
	"io/fs"

	"github.com/griffengine/griff/runtime"
)

//go:generate go run ./internal/artgen -out template/assets

//go:embed all:template
var templateFiles embed.FS

// Template returns the module's project template: "Lanterns", a short
// branching story with two endings and its music (see
// template/story/main.story).
func Template() fs.FS {
	return runtime.TemplateFolder(templateFiles, "template")
}

func init() {
	runtime.RegisterModule(runtime.Module{
		Name:     "novel",
		Systems:  Systems,
		Controls: Controls,
		Template: Template(),
		Summary:  "visual novel: a story script with characters, backgrounds, choices, backlog, skip, auto, rollback and quick saves; a two-ending story",
	})
}
