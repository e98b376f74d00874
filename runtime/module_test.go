package runtime_test

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/runtime"
)

func init() {
	runtime.RegisterModule(runtime.Module{
		Name:     "testgenre",
		Summary:  "a module for tests",
		Systems:  func() []runtime.System { return []runtime.System{&provider{"TestGenre", 7}} },
		Template: fstest.MapFS{"project.griff": {Data: []byte(`{"startScene":"main"}`)}},
	})
}

func TestModules(t *testing.T) {
	systems, err := runtime.ModuleSystems([]string{"testgenre"})
	if err != nil || len(systems) != 1 || systems[0].Name() != "TestGenre" {
		t.Fatalf("ModuleSystems(testgenre) = %v, %v; want the TestGenre system", systems, err)
	}
	again, _ := runtime.ModuleSystems([]string{"testgenre"})
	if again[0] == systems[0] {
		t.Error("two games got the same system value; each game must get its own")
	}
	if _, err := runtime.ModuleSystems([]string{"nosuch"}); err == nil || !strings.Contains(err.Error(), `no module named "nosuch"`) {
		t.Errorf("unknown module: %v", err)
	}
	if _, err := runtime.ModuleControls([]string{"testgnere"}); err == nil || !strings.Contains(err.Error(), `no module named "testgnere" in this program (did you mean "testgenre"?) (have `) {
		t.Errorf("mistyped module: %v, want a \"did you mean\" naming testgenre", err)
	}
	found := false
	for _, m := range runtime.Modules() {
		found = found || m.Name == "testgenre"
	}
	if !found {
		t.Error("Modules() does not list testgenre")
	}
	for _, bad := range []string{"", "Has Caps", "two words", "a/b"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("RegisterModule(%q) did not panic", bad)
				}
			}()
			runtime.RegisterModule(runtime.Module{Name: bad})
		}()
	}
}

// bareTemplateBefore is the template of module "bare" as registered, before
// TestSetTemplate sets one.
var bareTemplateBefore fs.FS

func init() {
	runtime.RegisterModule(runtime.Module{Name: "bare", Summary: "a module without a template"})
	m, _ := runtime.LookupModule("bare")
	bareTemplateBefore = m.Template
	runtime.SetTemplate("bare", fstest.MapFS{"project.griff": {Data: []byte(`{"startScene":"level"}`)}})
}

func TestSetTemplate(t *testing.T) {
	if bareTemplateBefore != nil {
		t.Fatalf("bare had template %v before SetTemplate, want none", bareTemplateBefore)
	}
	folder := fstest.MapFS{"project.griff": {Data: []byte(`{"startScene":"other"}`)}}
	m, ok := runtime.LookupModule("bare")
	if !ok || m.Summary != "a module without a template" {
		t.Fatalf("after SetTemplate, LookupModule(bare) = %+v, %v; want the module as registered", m, ok)
	}
	b, err := fs.ReadFile(m.Template, "project.griff")
	if err != nil || string(b) != `{"startScene":"level"}` {
		t.Errorf("bare's template project.griff = %q, %v; want the folder given to SetTemplate", b, err)
	}
	for _, tt := range []struct {
		name   string
		module string
		fsys   fs.FS
	}{
		{"unregistered module", "nosuch", folder},
		{"template set twice", "bare", folder},
		{"template from RegisterModule", "testgenre", folder},
		{"nil folder", "bare", nil},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: SetTemplate(%q) did not panic", tt.name, tt.module)
				}
			}()
			runtime.SetTemplate(tt.module, tt.fsys)
		}()
	}
}

// RegisterModule records the package that registered a module (here this test
// package, from an init function) unless the Module names one, and genre
// modules name their own packages.
func TestRegisterModuleRecordsThePackage(t *testing.T) {
	if m, _ := runtime.LookupModule("bare"); m.Package != "github.com/griffengine/griff/runtime_test" {
		t.Errorf("module bare, registered by runtime_test's init, has Package %q", m.Package)
	}
	runtime.RegisterModule(runtime.Module{Name: "named-package", Package: "example.com/game"})
	if m, _ := runtime.LookupModule("named-package"); m.Package != "example.com/game" {
		t.Errorf("a module registered with Package example.com/game has Package %q", m.Package)
	}
}

// TestTemplateFolder: a module's embedded template folder is opened below
// its name, and a name that is not a valid path panics, naming it.
func TestTemplateFolder(t *testing.T) {
	files := fstest.MapFS{"template/project.griff": {Data: []byte("{}")}}
	sub := runtime.TemplateFolder(files, "template")
	if b, err := fs.ReadFile(sub, "project.griff"); err != nil || string(b) != "{}" {
		t.Errorf("project.griff in the folder: %q, %v", b, err)
	}
	defer func() {
		if v := recover(); v == nil || !strings.Contains(fmt.Sprint(v), "../template") {
			t.Errorf("an invalid folder name: recovered %v, want a panic naming it", v)
		}
	}()
	runtime.TemplateFolder(files, "../template")
}
