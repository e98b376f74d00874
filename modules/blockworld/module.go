package blockworld

import (
	"embed"
	"io/fs"

	"github.com/griffengine/griff/runtime"
)

//go:generate go run ./internal/artgen -out template/assets

//go:embed all:template
var templateFiles embed.FS

// Template returns the module's project template: "Block World", a
// generated world with a day and night cycle and a miner with a pickaxe,
// dirt, torches and sand (the folder `griff-player new blockworld folder/`
// writes).
func Template() fs.FS {
	return runtime.TemplateFolder(templateFiles, "template")
}

func init() {
	runtime.RegisterModule(runtime.Module{
		Name:     "blockworld",
		Systems:  Systems,
		Controls: Controls,
		Template: Template(),
		Summary:  "block worlds (Terraria, 2D Minecraft): a world of chunks generated from the seed, digging and placing with a hotbar, falling sand and flowing water, sky and torch light with day and night, chunks saved as the miner moves",
	})
}
