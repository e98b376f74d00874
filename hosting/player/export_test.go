package player

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The export and serve commands refuse what they cannot do, in one line,
// before building anything.
func TestExportAndServeRefuse(t *testing.T) {
	web := t.TempDir()
	if err := os.WriteFile(filepath.Join(web, "index.html"), []byte("<html>"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"export", "out"}, "one of --web and --desktop"},
		{[]string{"export", "--web", "--desktop", "out"}, "one of --web and --desktop"},
		{[]string{"export", "--web", "--os", "windows", "out"}, "--os and --arch are for --desktop"},
		{[]string{"export", "--web"}, "want [folder] out"},
		{[]string{"export", "--web", "a", "b", "c"}, "want [folder] out"},
		{[]string{"export", "--web", filepath.Join(web, "nogame"), "out"}, "no game folder here"},
		{[]string{"serve"}, "want one folder"},
		{[]string{"serve", t.TempDir()}, "is not a web export"},
		{[]string{"serve", "--addr", "0.0.0.0:8080", web}, "not a loopback address"},
		{[]string{"serve", "--addr", "8080", web}, "not host:port"},
	}
	for _, c := range cases {
		var out, errs bytes.Buffer
		err := Main(c.args, &out, &errs, Config{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("griff-player %s: %v, want an error saying %q", strings.Join(c.args, " "), err, c.want)
		}
	}
}
