package aseprite_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes/aseprite"
)

// TestTrimmedFramesWarn: a sheet exported with Trim Cels (each frame cut to
// its own content, so its picture sits elsewhere in its frame) warns once,
// at the first frame trimmed unlike the first, since Griff draws each
// frame's rectangle at the sprite's pivot and such frames move against each
// other; frames trimmed alike (Trim Sprite) and untrimmed ones do not. The
// hash form too.
func TestTrimmedFramesWarn(t *testing.T) {
	frame := func(x, sx, sy, w, h string) string {
		return `{"frame":{"x":` + x + `,"y":0,"w":` + w + `,"h":` + h + `},"trimmed":true,"spriteSourceSize":{"x":` + sx + `,"y":` + sy + `,"w":` + w + `,"h":` + h + `},"sourceSize":{"w":16,"h":16},"duration":100}`
	}
	cels := `{"frames":[` + frame("0", "2", "3", "10", "12") + `,` + frame("10", "2", "3", "10", "12") + `,` + frame("20", "4", "1", "9", "14") + `],"meta":{"size":{"w":64,"h":16}}}`
	sprite := `{"frames":[` + frame("0", "2", "3", "10", "12") + `,` + frame("10", "2", "3", "10", "12") + `],"meta":{"size":{"w":64,"h":16}}}`
	hash := `{"frames":{"a 0.ase":` + frame("0", "2", "3", "10", "12") + `,"a 1.ase":` + frame("10", "0", "0", "10", "12") + `},"meta":{}}`
	for _, c := range []struct {
		name, data string
		want       string // "" for no warning
		line       int
	}{
		{"cels.json", cels, `frame 2 ("") is trimmed unlike frame 0`, 1},
		{"sprite.json", sprite, "", 0},
		{"hash.json", hash, `frame 1 ("a 1.ase") is trimmed unlike frame 0`, 1},
	} {
		_, probs, err := aseprite.Read([]byte(c.data), c.name)
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case c.want == "" && len(probs) != 0:
			t.Errorf("%s: problems %v, want none", c.name, probs)
		case c.want != "" && (len(probs) != 1 || !strings.Contains(probs[0].Message, c.want) || probs[0].Line != c.line || probs[0].Column == 0):
			t.Errorf("%s: problems %v, want one at line %d saying %s", c.name, probs, c.line, c.want)
		}
	}
}
