package hosting_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting"
)

// Any window size that fits an int is read as written: making it one a window
// can have, with a warning, is the window host's (ebitenhost.ScreenSize); a
// headless run has no window. A size that fits no int, or is not a whole
// number, is an error naming the field.
func TestParseProjectWindowSizes(t *testing.T) {
	for _, tc := range []struct {
		window string
		w, h   int
	}{
		{`{}`, 0, 0},
		{`{"width": 0, "height": 270}`, 0, 270},
		{`{"width": -5, "height": 100}`, -5, 100},
		{`{"width": 16385, "height": 100}`, 16385, 100},
		{`{"width": 1000000, "height": 1}`, 1000000, 1},
		{`{"width": -9223372036854775808, "height": 9223372036854775807}`, -1 << 63, 1<<63 - 1},
	} {
		p, err := hosting.ParseProject("project.griff", []byte(`{"startScene": "m", "window": `+tc.window+`}`))
		if err != nil || p.Window.Width != tc.w || p.Window.Height != tc.h {
			t.Errorf("window %s: %+v, %v; want %dx%d", tc.window, p, err, tc.w, tc.h)
		}
	}
	for _, bad := range []string{`{"width": 1e30}`, `{"height": 9223372036854775808}`, `{"width": 2.5}`, `{"width": "wide"}`} {
		_, err := hosting.ParseProject("project.griff", []byte(`{"startScene": "m", "window": `+bad+`}`))
		if err == nil || !strings.Contains(err.Error(), "field window.") {
			t.Errorf("window %s: error %v, want one naming the field", bad, err)
		}
	}
}
