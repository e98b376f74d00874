package atomicfile_test

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/griffengine/griff/griff/atomicfile"
)

// A recording streamed as it is made: the real file appears, whole, at Close.
func ExampleCreate() {
	dir, _ := os.MkdirTemp("", "example")
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "run.playthrough")

	f, err := atomicfile.Create(path, 0o644)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer f.Discard() // does nothing once Close has put the file in place
	for step := range 3 {
		fmt.Fprintf(f, "step %d\n", step)
	}
	_, err = os.Stat(path)
	fmt.Println("before Close the file exists:", err == nil)
	if err := f.Close(); err != nil {
		fmt.Println(err)
		return
	}
	data, _ := os.ReadFile(path)
	fmt.Print(string(data))
	// Output:
	// before Close the file exists: false
	// step 0
	// step 1
	// step 2
}

// A failed write names the real file, never the temporary one.
func ExampleWriteFile_failure() {
	dir, _ := os.MkdirTemp("", "example")
	defer os.RemoveAll(dir)
	os.MkdirAll(filepath.Join(dir, "settings.json", "in the way"), 0o755)

	err := atomicfile.WriteFile(filepath.Join(dir, "settings.json"), []byte("{}"), 0o644)
	var pe *fs.PathError
	if errors.As(err, &pe) {
		fmt.Println(pe.Op, filepath.Base(pe.Path))
	}
	// Output:
	// rename settings.json
}
