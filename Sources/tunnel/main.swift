print("tunnel")
