console.log("No benchmarks yet.");
